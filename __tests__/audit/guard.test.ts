// The audit trail through the real guard (issue 45 item 5): a fixture upstream behind the one-server guard and the
// gateway, `approve` run as the CLI runs it, the log read back by `mcp-contract audit`. It answers who approved a tool
// (OS user and --by), at which digest, which calls ran under it, and when it stopped holding; a secret in the
// arguments or the server's env never reaches it; a log that cannot be written refuses every forwarded call (and
// every approval) while refusals go on. Real processes: the shifting fixture is each guard's upstream.
import { existsSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { auditLogFor, osUser } from '../../src/audit/store-hook.js';
import { readAudit } from '../../src/audit/read.js';
import type { AuditRecord } from '../../src/audit/model.js';
import { auditDir } from '../../src/audit/files.js';
import { storeKey } from '../../src/storage/store-key-file.js';
import { cli, hasStack, NODE, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approvedShifting, approveShifting, pidsOf, refusedCall, SHIFTING, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { startGatewayInProcess, textOf, type InProcessGateway } from '../helpers/gateway-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { worktreeServer } from '../helpers/identity-fixtures.js';
import { SCOPE_SURFACE, SRV_SCOPE } from '../helpers/scope-fixtures.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const SECRET = 'sk-live-4f9a2c7e1b8d';
const serverInfo = { name: 'mail', version: '1.0.0' };
const search = { name: 'search', description: 'Searches the mailbox.', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } };
const send = { name: 'send_email', description: 'Sends an email.', inputSchema: { type: 'object', properties: { to: { type: 'string' }, body: { type: 'string' } } } };
const sendChanged = { ...send, inputSchema: { ...send.inputSchema, properties: { ...send.inputSchema.properties, bcc: { type: 'string' } }, required: ['bcc'] } };

/** Every byte the log holds, every file of it. */
function logBytes(store: string): string {
  const dir = auditDir(store);
  return readdirSync(dir)
    .filter((n) => /\.jsonl?$/.test(n))
    .map((n) => readFileSync(path.join(dir, n), 'utf8'))
    .join('');
}

function lines(file: string): number {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
}

/** Rewrites the surface and tells the fixture to re-read it without announcing it; resolves once it has. */
async function silently(s: ShiftingSetup, surface: unknown): Promise<void> {
  const seen = lines(`${s.surface}.reread`);
  writeFileSync(s.surface, JSON.stringify(surface));
  for (const pid of pidsOf(s.pidFile)) process.kill(pid, 'SIGUSR2');
  await waitFor(() => lines(`${s.surface}.reread`) > seen);
}

const brief = (r: AuditRecord): string => (r.kind === 'decision' ? `decision ${r.action}` : r.kind === 'invalidation' ? `invalidation ${r.reason}` : `call ${r.decision}${r.why ? ` ${r.why}` : ''}`);

describe('audit trail through the one-server guard', () => {
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  const start = (s: ShiftingSetup, auditArguments?: 'full' | 'none') =>
    startInProcess({
      approved: s.approved,
      storeDir: s.store,
      server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`], env: { API_TOKEN: '${API_TOKEN}' } },
      env: { API_TOKEN: SECRET },
      maxAgeMs: 0,
      ...(auditArguments ? { auditArguments } : {}),
    });

  async function approved(s: ShiftingSetup, ref: string, by?: string): Promise<void> {
    const r = await cli(['approve', ref, '--store', s.store, ...(by ? ['--by', by] : [])], { cwd: s.dir, now: new Date() });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    await waitFor(() => g!.guard.publication.refusal(ref) === undefined, { what: `${ref} published` });
  }

  it('answers who approved send_email, at which digest, which calls ran under it and when it stopped holding', async () => {
    const s = await approvedShifting('audit-guard', { serverInfo, tools: [search] });
    writeFileSync(s.surface, JSON.stringify({ serverInfo, tools: [search, send] }));
    g = await start(s);
    await refusedCall(g.client, 'send_email', { to: 'bob@example.com', body: 'hi' });
    await approved(s, 'tool:send_email', 'alice (SEC-1234)');
    const digest = g.guard.publication.record('tool:send_email')!.live!.digest;
    expect(textOf(await g.client.callTool({ name: 'send_email', arguments: { to: 'bob@example.com', body: `the token is ${SECRET}` } }))).toMatch(/send_email/);
    expect(textOf(await g.client.callTool({ name: 'search', arguments: { q: 'invoices' } }))).toMatch(/search/);
    // The server changes send_email (a new required argument): the approval stops holding at the next call.
    await silently(s, { serverInfo, tools: [search, sendChanged] });
    await refusedCall(g.client, 'send_email', { to: 'bob@example.com', body: 'again' });

    const { records, problem } = await readAudit(s.store, { ref: 'send_email' });
    expect(problem).toBeUndefined();
    expect(records.map(brief)).toEqual(['call refused new', 'decision approve', 'call forwarded', 'invalidation stale', 'call refused stale']);
    const [, decision, call, stale, refused] = records;
    expect(decision).toMatchObject({ kind: 'decision', action: 'approve', user: osUser(), by: 'alice (SEC-1234)', server: 'shifting', ref: 'tool:send_email', digest });
    expect(call).toMatchObject({ kind: 'call', method: 'tools/call', digest, decision: 'forwarded', arguments: { to: '[redacted]', body: '[redacted]' } });
    expect(stale).toMatchObject({ kind: 'invalidation', reason: 'stale', digest, rules: expect.arrayContaining(['tool-input-required-property-added']) });
    expect(refused).toMatchObject({ decision: 'refused', why: 'stale', rules: expect.arrayContaining(['tool-input-required-property-added']) });
    // The same arguments give the same digest; the values are not in the log, the secret nowhere.
    expect(logBytes(s.store)).not.toContain(SECRET);
    expect(logBytes(s.store)).not.toContain('bob@example.com');

    // The CLI answers the four questions, and verifies the chain.
    const shown = await cli(['audit', '--store', s.store, '--ref', 'send_email'], { cwd: s.dir });
    expect([shown.code, shown.stderr]).toEqual([0, '']);
    expect(shown.stdout).toContain(`shifting  tool:send_email: approved (approve) by ${osUser()} (--by alice (SEC-1234)) at ${digest.replace('sha256:', '').slice(0, 12)}; calls: 1 forwarded, 0 confirmed, 2 refused; stopped holding`);
    expect(shown.stdout).toMatch(/stopped holding: stale \(.*tool-input-required-property-added/);
    const verified = await cli(['audit', 'verify', '--store', s.store], { cwd: s.dir });
    expect(verified).toMatchObject({ code: 0, stderr: '' });
    expect(verified.stdout).toMatch(/^the audit log verifies: \d+ record\(s\) \(1 to \d+\) in 1 file\(s\)/);
    const json = JSON.parse((await cli(['audit', '--store', s.store, '--server', 'shifting', '--format', 'json'], { cwd: s.dir })).stdout);
    expect(json.verified).toBe(true);
    expect(json.records.map((r: AuditRecord) => r.ref)).toEqual(expect.arrayContaining(['tool:search', 'tool:send_email']));
    if (process.env.AUDIT_DOC_OUT) writeFileSync(process.env.AUDIT_DOC_OUT, `$ mcp-contract audit --ref send_email\n${shown.stdout}$ mcp-contract audit verify\n${verified.stdout}\n${readFileSync(path.join(auditDir(s.store), 'audit.jsonl'), 'utf8')}`);

    // An edit of the log is named by file and line, with its own exit code and no stack.
    const file = path.join(auditDir(s.store), 'audit.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('"action":"approve"'));
    lines[at] = lines[at].replace('alice (SEC-1234)', 'mallory');
    writeFileSync(file, lines.join('\n'));
    const broken = await cli(['audit', 'verify', '--store', s.store], { cwd: s.dir });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toBe(`mcp-contract audit verify: audit/audit.jsonl:${at + 1}: record ${at + 1} was edited (its MAC does not verify)\n`);
    expect(hasStack(broken.stderr)).toBe(false);
    const partial = await cli(['audit', '--store', s.store], { cwd: s.dir });
    expect(partial.code).toBe(1);
    expect(partial.stderr).toMatch(/^mcp-contract audit: the chain breaks at audit\/audit\.jsonl:\d+ \(record \d+ was edited/);
  });

  it('--audit-arguments full records the values, the server\'s secrets redacted; none records the digest only', async () => {
    for (const mode of ['full', 'none'] as const) {
      const s = await approvedShifting(`audit-args-${mode}`, { serverInfo, tools: [search] });
      g = await start(s, mode);
      await g.client.callTool({ name: 'search', arguments: { q: `mail about ${SECRET}`, limit: 3 } });
      const [call] = (await readAudit(s.store, { kinds: ['call'] })).records;
      if (mode === 'full') expect(call).toMatchObject({ arguments: { q: 'mail about ***', limit: 3 } });
      else expect(call).not.toHaveProperty('arguments');
      expect(call).toMatchObject({ argumentsDigest: expect.stringMatching(/^sha256:/) });
      expect(logBytes(s.store)).not.toContain(SECRET);
      await g.close();
      g = undefined;
    }
  });

  it('a log that cannot be written (ENOSPC): forwarded calls and approvals are refused, refusals go on; one line each way', async () => {
    const s = await approvedShifting('audit-full', { serverInfo, tools: [search] });
    writeFileSync(s.surface, JSON.stringify({ serverInfo, tools: [search, send] }));
    let full = false;
    // The store directory's one writer in this process, with its write failing as a full disk's does.
    auditLogFor(s.store, await storeKey(s.store), {
      write: (fd, data) => {
        if (full) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        return writeSync(fd, data);
      },
    });
    g = await start(s);
    expect(textOf(await g.client.callTool({ name: 'search', arguments: { q: 'a' } }))).toMatch(/search/);
    full = true;
    for (let i = 0; i < 3; i++) expect((await refusedCall(g.client, 'search', { q: 'b' })).message).toMatch(/refused a call to tool:search: the audit log cannot be written/);
    // What must be refused still is (send_email is held as new), unrecorded.
    expect((await refusedCall(g.client, 'send_email', {})).message).toMatch(/send_email/);
    expect(g.log.filter((l) => /cannot write the audit log \(ENOSPC\)/.test(l))).toHaveLength(1);
    // An approval the log cannot take is not written: the decision fails with the write exit code, the tool stays held.
    const denied = await cli(['approve', 'tool:send_email', '--store', s.store], { cwd: s.dir });
    expect(denied.code).toBe(5);
    expect(denied.stderr).toMatch(/cannot write the audit log \(ENOSPC\); the decision was not written/);
    expect(hasStack(denied.stderr)).toBe(false);
    expect(g.guard.publication.refusal('tool:send_email')).toBeDefined();
    full = false;
    expect(textOf(await g.client.callTool({ name: 'search', arguments: { q: 'c' } }))).toMatch(/search/);
    expect(g.log.filter((l) => /takes records again/.test(l))).toHaveLength(1);
    const { records, problem } = await readAudit(s.store, { kinds: ['call'] });
    expect(problem).toBeUndefined();
    expect(records.map((r) => (r.kind === 'call' ? r.decision : ''))).toEqual(['forwarded', 'forwarded']);
  });

  it('a scoped approval and the calls it judged: the scope recorded, out-of-scope refusals and the user\'s yes', async () => {
    const s = await approvedShifting('audit-scope', SCOPE_SURFACE);
    g = await start(s);
    const approved = await cli(['approve', 'tool:write_file', '--store', s.store, '--scope', JSON.stringify(SRV_SCOPE), '--by', 'dana'], { cwd: s.dir, now: new Date() });
    expect(approved.code).toBe(0);
    await waitFor(() => g!.guard.publication.record('tool:write_file')?.approval?.scope !== undefined, { what: 'the scoped approval' });
    await g.client.callTool({ name: 'write_file', arguments: { path: '/srv/a.txt', text: 'x' } });
    await refusedCall(g.client, 'write_file', { path: '/etc/passwd', text: 'x' });
    const asking = new Client({ name: 'audit-asking', version: '1.0.0' }, { capabilities: { elicitation: {} } });
    asking.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept', content: { allow: true } }));
    await asking.connect(await g.link());
    await asking.callTool({ name: 'write_file', arguments: { path: '/etc/hosts', text: 'y' } });
    await asking.close();
    const { records, problem } = await readAudit(s.store, { ref: 'write_file' });
    expect(problem).toBeUndefined();
    expect(records.map(brief)).toEqual(['decision approve', 'call forwarded', 'call refused out-of-scope', 'call confirmed /path pattern']);
    expect(records[0]).toMatchObject({ by: 'dana', scope: SRV_SCOPE });
    expect(records[2]).toMatchObject({ rules: ['/path pattern'], argumentsDigest: expect.stringMatching(/^sha256:/) });
    expect(records[3]).toMatchObject({ arguments: { path: '[redacted]', text: '[redacted]' } });
  });

  it('calls in flight while approve writes: every record of both is in one chain', async () => {
    const s = await approvedShifting('audit-race', { serverInfo, tools: [search] });
    writeFileSync(s.surface, JSON.stringify({ serverInfo, tools: [search, send] }));
    g = await start(s);
    const calls = Array.from({ length: 40 }, (_, i) => g!.client.callTool({ name: 'search', arguments: { q: String(i) } }));
    const decision = cli(['approve', 'tool:send_email', '--store', s.store, '--by', 'bob'], { cwd: s.dir });
    await Promise.all([...calls, decision]);
    const { records, problem } = await readAudit(s.store);
    expect(problem).toBeUndefined();
    expect(records.filter((r) => r.kind === 'call' && r.decision === 'forwarded')).toHaveLength(40);
    expect(records.filter((r) => r.kind === 'decision' && r.by === 'bob')).toHaveLength(1);
  });
});

describe('audit trail through the gateway', () => {
  let gw: InProcessGateway | undefined;
  afterEach(async () => {
    await gw?.close();
    gw = undefined;
  });

  it('records each member\'s calls under its own server, from a 2025 and a 2026-07-28 client, held ones refused', async () => {
    const dir = tempDir('audit-gateway');
    const surface = (n: string) => path.join(dir, `${n}.surface.json`);
    writeFileSync(surface('mail'), JSON.stringify({ serverInfo, tools: [search, send] }));
    writeFileSync(surface('files'), JSON.stringify({ tools: [{ name: 'read', description: 'Reads a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' } } } }] }));
    const approvedDir = path.join(dir, 'approved');
    await approveShifting(path.join(approvedDir, 'mail.json'), 'mail', surface('mail'), dir);
    await approveShifting(path.join(approvedDir, 'files.json'), 'files', surface('files'), dir);
    // send_email changes after its approval: held as stale.
    writeFileSync(surface('mail'), JSON.stringify({ serverInfo, tools: [search, sendChanged] }));
    const store = path.join(dir, 'store');
    const config = writeJson(path.join(dir, '.mcp.json'), { mcpServers: { mail: { command: NODE, args: [SHIFTING, surface('mail')] }, files: { command: NODE, args: [SHIFTING, surface('files')] } } });
    gw = await startGatewayInProcess(['--config', config, '--approved-dir', approvedDir, '--store', store], { cwd: dir, maxAgeMs: 0 });
    for (const client of [await gw.legacy(), await gw.modern()]) {
      expect(textOf(await client.callTool({ name: 'mail__search', arguments: { q: 'x' } }))).toMatch(/search/);
      expect(textOf(await client.callTool({ name: 'files__read', arguments: { path: '/etc/hosts' } }))).toMatch(/read/);
    }
    const { records, problem } = await readAudit(store, { kinds: ['call'] });
    expect(problem).toBeUndefined();
    const calls = records.map((r) => `${r.server} ${r.ref} ${r.kind === 'call' ? r.decision : ''}`);
    expect(calls.filter((c) => c === 'mail tool:search forwarded')).toHaveLength(2);
    expect(calls.filter((c) => c === 'files tool:read forwarded')).toHaveLength(2);
    // A call the member's guard refuses is recorded as refused, with why.
    const legacy = await gw.legacy();
    await expect(legacy.callTool({ name: 'mail__send_email', arguments: { to: 'x' } })).rejects.toThrow();
    const refused = (await readAudit(store, { server: 'mail', ref: 'send_email' })).records.filter((r) => r.kind === 'call');
    expect(refused.map(brief)).toEqual(['call refused stale']);
    expect((await readAudit(store, { server: 'mail', ref: 'send_email', kinds: ['invalidation'] })).records.map(brief)).toEqual(['invalidation stale']);
    await gw.close();
    // A profile that leaves a tool out: the gateway's own refusal is recorded under the member too.
    gw = await startGatewayInProcess(['--config', config, '--approved-dir', approvedDir, '--store', store, '--profile', 'reader', '--profiles', writeJson(path.join(dir, 'profiles.json'), { profiles: { reader: { include: ['files/*', 'mail/tool:search'] } } })], { cwd: dir, maxAgeMs: 0 });
    const reader = await gw.legacy();
    await expect(reader.callTool({ name: 'mail__send_email', arguments: {} })).rejects.toThrow(/not published/);
    const byProfile = (await readAudit(store, { server: 'mail', ref: 'send_email', kinds: ['call'] })).records;
    expect(byProfile.map(brief)).toEqual(['call refused stale', 'call refused not-published']);
  });

  it('a member whose code changed: the identity invalidation, its held calls refused, approve --identity --by recorded', async () => {
    const wt = worktreeServer();
    const config = path.join(wt.dir, 'mcp-contract.json');
    expect((await cli(['snapshot'], { cwd: wt.dir })).code).toBe(0);
    const store = path.join(wt.dir, 'store');
    const args = ['--config', config, '--store', store];
    gw = await startGatewayInProcess(args, { cwd: wt.dir });
    expect(textOf(await (await gw.legacy()).callTool({ name: 'wt__answer', arguments: {} }))).toMatch(/forty-two/);
    await gw.close();
    wt.changeCode("export function answer() {\n  return 'forty-three (new code)';\n}\n");
    gw = await startGatewayInProcess(args, { cwd: wt.dir });
    await expect((await gw.legacy()).callTool({ name: 'wt__answer', arguments: {} })).rejects.toThrow(/not the approved code/);
    const approved = await cli(['approve', '--identity', '--store', store, '--server', 'wt', '--by', 'carol'], { cwd: wt.dir, now: new Date() });
    expect(approved.code).toBe(0);
    const { records, problem } = await readAudit(store, { server: 'wt' });
    expect(problem).toBeUndefined();
    expect(records.map(brief)).toEqual(expect.arrayContaining(['invalidation identity-changed', 'call refused identity-held', 'decision identity-approve']));
    expect(records.find((r) => r.kind === 'decision' && r.action === 'identity-approve')).toMatchObject({ user: osUser(), by: 'carol', identity: expect.stringContaining('working tree') });
  });
});

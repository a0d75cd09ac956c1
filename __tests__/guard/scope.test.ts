// Approvals bound to what a call may do (issue 45 items 1-4), through the one-server guard over a real upstream
// (fixtures/servers/shifting.mjs): `approve --scope` narrows a tool's arguments and each call is checked against it
// after the digest check; a call outside it is asked of the user for that one call (an SDK 1.x client on the wire, an
// SDK 2.x client pinned to 2026-07-28 in band) or refused with one line; lifetimes by side effect and `--session`
// turn an approval stale; a result that breaks the approved outputSchema is refused (or passed with a finding).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, ElicitRequestSchema, McpError, type ClientCapabilities } from '@modelcontextprotocol/sdk/types.js';
import { Client as ModernClient } from '@modelcontextprotocol/client';
import { cli, startHttp, tempDir, type HttpFixture } from '../helpers/cli-harness.js';
import { SERVERS } from '../helpers/capture-fixtures.js';
import { approvedShifting, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess, type InProcessOptions } from '../helpers/guard-inprocess.js';
import { modernHttp, textOf } from '../helpers/gateway-inprocess.js';
import { SCOPE_SURFACE, SRV_SCOPE } from '../helpers/scope-fixtures.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StreamableHTTPClientTransport as ModernHttp } from '@modelcontextprotocol/client';
import { listen } from '../../src/guard/http.js';
import { waitFor } from '../helpers/poll.js';
import type { CallDecision } from '../../src/guard/call-decision.js';

/** Served after the snapshot was taken: approved by a person only (the store's approvals are what lifetimes bound). */
const LATE = [
  { name: 'send_mail', description: 'Send a mail.', inputSchema: { type: 'object', properties: { to: { type: 'string' } } } },
  { name: 'lookup', description: 'Look a word up.', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, openWorldHint: false } },
];
const SCOPE = JSON.stringify(SRV_SCOPE);
const CONFORMANCE = path.join(SERVERS, 'conformance-server.mjs');

/** What reached the upstream: the names of the tools it was called with, in order. */
function calls(s: ShiftingSetup): string[] {
  try {
    return readFileSync(`${s.surface}.calls`, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

type Answer = { action: 'accept'; content: { allow: boolean } } | { action: 'decline' } | { action: 'cancel' };
const YES: Answer = { action: 'accept', content: { allow: true } };

describe('guard: approvals bound to a scope, checked at every call', () => {
  let s: ShiftingSetup;
  let g: InProcess | undefined;
  const decisions: CallDecision[] = [];
  const extra: Array<{ close(): Promise<void> }> = [];
  afterEach(async () => {
    for (const c of extra.splice(0)) await c.close().catch(() => undefined);
    await g?.close();
    g = undefined;
    decisions.length = 0;
  });

  async function start(o: Partial<InProcessOptions> = {}, scope: string | undefined = SCOPE, late = false): Promise<InProcess> {
    s = await approvedShifting('guard-scope', SCOPE_SURFACE);
    if (late) writeFileSync(s.surface, JSON.stringify({ ...SCOPE_SURFACE, tools: [...SCOPE_SURFACE.tools, ...LATE] }));
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: process.execPath, args: [path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'shifting.mjs'), s.surface] }, onCall: (d) => decisions.push(d), ...o });
    await g.client.listTools();
    if (scope !== undefined) {
      const r = await cli(['approve', 'tool:write_file', '--store', s.store, '--scope', scope], { cwd: s.dir, now: new Date() });
      expect(r.code).toBe(0);
      await waitFor(() => g!.guard.publication.record('tool:write_file')?.approval?.scope !== undefined, { what: 'the scoped approval' });
    }
    return g;
  }

  /** An SDK 1.x client of the same guard that declared `caps` and answers every elicitation with `answer`. */
  async function legacy(caps: ClientCapabilities, answer: Answer = YES): Promise<{ client: Client; asked: string[] }> {
    const asked: string[] = [];
    const client = new Client({ name: 'scope-legacy', version: '1.0.0' }, { capabilities: caps });
    if (caps.elicitation) client.setRequestHandler(ElicitRequestSchema, (r) => (asked.push(r.params.message), answer));
    await client.connect(await g!.link());
    extra.push(client);
    return { client, asked };
  }

  /** An SDK 2.x client pinned to 2026-07-28 (asked in band, SEP-2322), with or without elicitation. */
  async function modern(answer: Answer | undefined): Promise<{ client: ModernClient; asked: string[] }> {
    const asked: string[] = [];
    const client = new ModernClient({ name: 'scope-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } }, capabilities: answer ? { elicitation: { form: {} } } : {} });
    if (answer) client.setRequestHandler('elicitation/create', async (r) => (asked.push(String((r.params as { message: string }).message)), answer));
    await client.connect((await g!.link()) as never);
    extra.push(client);
    return { client, asked };
  }

  async function refusal(p: Promise<unknown>): Promise<string> {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeDefined();
    return (err as Error).message;
  }

  it('forwards a call inside the scope and refuses one outside it with one line naming the ref and the rule, when the client cannot be asked', async () => {
    await start();
    expect(textOf(await g!.client.callTool({ name: 'write_file', arguments: { path: '/srv/a.txt', text: 'x' } }))).toBe('write_file {"path":"/srv/a.txt","text":"x"}');
    const line = await refusal(g!.client.callTool({ name: 'write_file', arguments: { path: '/etc/passwd', text: 'x' } }));
    expect(line).toMatch(/a call to tool:write_file is outside its approved scope \(\/path pattern\); refused$/);
    expect(line).not.toContain('/srv/');
    expect(calls(s)).toEqual(['write_file']);
    expect(decisions.map((d) => [d.outcome, d.ref, d.rule])).toEqual([
      ['forwarded', 'tool:write_file', undefined],
      ['refused-out-of-scope', 'tool:write_file', '/path pattern'],
    ]);
    expect(g!.log.join('\n')).toContain('the client declared no elicitation');
  });

  it('asks an SDK 1.x client that declared elicitation: yes forwards that one call, naming tool, rule and the arguments made inert; no and cancel refuse', async () => {
    await start();
    const yes = await legacy({ elicitation: {} });
    const args = { path: '/etc/x', text: '<img src=x onerror=alert(1)> [click](http://evil) @admin \u202e' };
    expect(textOf(await yes.client.callTool({ name: 'write_file', arguments: args }))).toContain('write_file');
    expect(yes.asked).toHaveLength(1);
    const message = yes.asked[0];
    expect(message).toContain('tool "write_file" of server "shifting"');
    expect(message).toContain('Scope rule broken: "/path pattern"');
    for (const raw of ['<img', '[click]', '(http', '@admin', '\u202e']) expect(message).not.toContain(raw);
    // The escapes read back as the exact arguments.
    expect(JSON.parse(/Arguments: (.*)/.exec(message)![1])).toEqual(args);
    // The yes covered that one call: the next one outside the scope is asked again.
    await yes.client.callTool({ name: 'write_file', arguments: { path: '/etc/y' } });
    expect(yes.asked).toHaveLength(2);
    for (const answer of [{ action: 'decline' }, { action: 'cancel' }, { action: 'accept', content: { allow: false } }] as Answer[]) {
      const no = await legacy({ elicitation: {} }, answer);
      expect(await refusal(no.client.callTool({ name: 'write_file', arguments: { path: '/etc/z' } }))).toMatch(/tool:write_file is outside its approved scope \(\/path pattern\); refused$/);
      expect(no.asked).toHaveLength(1);
    }
    expect(calls(s)).toEqual(['write_file', 'write_file']);
    expect(decisions.filter((d) => d.outcome === 'confirmed-by-user')).toHaveLength(2);
  });

  it('--policy out-of-scope=deny refuses without asking, though the client declared elicitation', async () => {
    await start({ policy: ['out-of-scope=deny'] });
    const c = await legacy({ elicitation: {} });
    expect(await refusal(c.client.callTool({ name: 'write_file', arguments: { path: '/etc/z' } }))).toMatch(/outside its approved scope \(\/path pattern\); refused$/);
    expect(c.asked).toEqual([]);
    expect(calls(s)).toEqual([]);
  });

  it('asks an SDK 2.x client (2026-07-28) in band: yes forwards the call once; decline and no elicitation refuse', async () => {
    await start();
    const yes = await modern(YES);
    expect(textOf(await yes.client.callTool({ name: 'write_file', arguments: { path: '/tmp/a' } }))).toBe('write_file {"path":"/tmp/a"}');
    expect(yes.asked).toHaveLength(1);
    expect(yes.asked[0]).toContain('Scope rule broken: "/path pattern"');
    const no = await modern({ action: 'decline' });
    expect(await refusal(no.client.callTool({ name: 'write_file', arguments: { path: '/tmp/b' } }))).toMatch(/tool:write_file is outside its approved scope \(\/path pattern\); refused/);
    const none = await modern(undefined);
    expect(await refusal(none.client.callTool({ name: 'write_file', arguments: { path: '/tmp/c' } }))).toMatch(/tool:write_file is outside its approved scope \(\/path pattern\); refused/);
    // Inside the scope, no question at all.
    expect(textOf(await none.client.callTool({ name: 'write_file', arguments: { path: '/srv/ok' } }))).toBe('write_file {"path":"/srv/ok"}');
    expect(calls(s)).toEqual(['write_file', 'write_file']);
  });

  it('over the HTTP face (guard --listen): an SDK 1.x session is asked on the wire, a stateless 2026-07-28 client in band; without elicitation, refused', async () => {
    await start();
    const http = await listen({ host: '127.0.0.1', port: 0 }, () => g!.guard.newSession(), () => undefined, { maxBodyBytes: 1 << 20, maxSessions: 4, idleMs: 600_000 });
    extra.push(http);
    const asked: string[] = [];
    const one = new Client({ name: 'scope-http', version: '1.0.0' }, { capabilities: { elicitation: {} } });
    one.setRequestHandler(ElicitRequestSchema, (r) => (asked.push(r.params.message), YES));
    await one.connect(new StreamableHTTPClientTransport(new URL(http.url)));
    extra.push(one);
    expect(textOf(await one.callTool({ name: 'write_file', arguments: { path: '/etc/h1' } }))).toBe('write_file {"path":"/etc/h1"}');
    const two = new ModernClient({ name: 'scope-http-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } }, capabilities: { elicitation: { form: {} } } });
    two.setRequestHandler('elicitation/create', async (r) => (asked.push(String((r.params as { message: string }).message)), YES));
    await two.connect(new ModernHttp(new URL(http.url)));
    extra.push(two);
    expect(textOf(await two.callTool({ name: 'write_file', arguments: { path: '/etc/h2' } }))).toBe('write_file {"path":"/etc/h2"}');
    expect(asked).toHaveLength(2);
    const bare = await modernHttp(http.url);
    extra.push(bare);
    expect(await refusal(bare.callTool({ name: 'write_file', arguments: { path: '/etc/h3' } }))).toMatch(/outside its approved scope \(\/path pattern\); refused/);
    expect(calls(s)).toEqual(['write_file', 'write_file']);
  });

  it('binds an in-band yes to those arguments, once: a replayed or altered answer is refused and never reaches the upstream', async () => {
    await start();
    const session = g!.guard.newSession();
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } }, 'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '1' } };
    const ask = (args: object, more: object = {}) => session.handle({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'write_file', arguments: args, _meta: meta, ...more } }, new AbortController().signal);
    try {
      const first = await ask({ path: '/etc/a' });
      expect(first.resultType).toBe('input_required');
      const state = first.requestState as string;
      const yes = { inputResponses: { 'mcp-contract/out-of-scope': YES }, requestState: state };
      // Other arguments under the same yes: refused.
      expect(await refusal(ask({ path: '/etc/b' }, yes))).toMatch(/outside its approved scope/);
      const second = await ask({ path: '/etc/a' });
      const yes2 = { inputResponses: { 'mcp-contract/out-of-scope': YES }, requestState: second.requestState };
      expect(textOf(await ask({ path: '/etc/a' }, yes2))).toBe('write_file {"path":"/etc/a"}');
      // The same yes again: used.
      expect(await refusal(ask({ path: '/etc/a' }, yes2))).toMatch(/outside its approved scope/);
      // A forged state: refused.
      expect(await refusal(ask({ path: '/etc/a' }, { ...yes2, requestState: `${String(second.requestState).slice(0, -4)}AAAA` }))).toMatch(/outside its approved scope/);
      expect(calls(s)).toEqual(['write_file']);
    } finally {
      await session.close();
    }
  });

  it('refuses a scope that is no JSON Schema, or that does not narrow the tool\'s input type, in one line with exit 2; status and approve show a scope', async () => {
    await start({}, undefined);
    const bad = async (scope: string): Promise<string> => {
      const r = await cli(['approve', 'tool:write_file', '--store', s.store, '--scope', scope], { cwd: s.dir, now: new Date() });
      expect(r.code).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      return r.stderr;
    };
    expect(await bad('{"type": 12}')).toMatch(/--scope: .*not a valid JSON Schema/);
    expect(await bad('{"type": "string"}')).toMatch(/--scope: \/type: "string" does not narrow the tool's input type "object"/);
    expect(await bad('{"properties": {"path": {"type": "number"}}}')).toMatch(/--scope: \/properties\/path\/type: "number" does not narrow the tool's input type "string"/);
    expect(await bad('missing.json')).toMatch(/^mcp-contract: missing.json: cannot read the scope \(ENOENT\)|missing.json: cannot read the scope/);
    writeFileSync(path.join(s.dir, 'scope.json'), SCOPE);
    const ok = await cli(['approve', 'tool:write_file', '--store', s.store, '--scope', 'scope.json'], { cwd: s.dir, now: new Date() });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('within scope {"properties":{"path":{"type":"string","pattern":"^/srv/"}}}');
    // Shown before it is written, with the definition.
    expect(ok.stdout).toContain('scope to approve with: {"properties":{"path":{"type":"string","pattern":"^/srv/"}}}');
    const status = await cli(['status', '--store', s.store, '--all'], { cwd: s.dir });
    expect(status.stdout).toMatch(/APPROVED\s+tool:write_file\s+scope \{"properties"/);
    // Signed with the approval: an edit of the scope without the key drops the approval.
    const file = path.join(s.store, 'shifting.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('^/srv/', '^/'));
    const after = await cli(['status', '--store', s.store, '--all', '--format', 'json'], { cwd: s.dir });
    expect(after.stderr).toContain('not made by approve/reject (no valid signature)');
    // Removed with --scope none.
    const none = await cli(['approve', 'tool:write_file', '--store', s.store, '--scope', 'none'], { cwd: s.dir, now: new Date() });
    expect(none.code).toBe(0);
    expect(none.stdout).not.toContain('within scope');
  });

  it('refuses a structuredContent that breaks the approved outputSchema; output-mismatch=record passes it with a finding', async () => {
    await start({}, undefined);
    const raw = (c: Client, name: string) => c.request({ method: 'tools/call', params: { name, arguments: {} } }, CallToolResultSchema);
    expect((await raw(g!.client, 'tally')).structuredContent).toEqual({ n: 3 });
    const err = await raw(g!.client, 'count').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(McpError);
    expect((err as McpError).message).toMatch(/the result of tool:count does not match its approved outputSchema \(\/n type\); refused$/);
    await g!.close();
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: process.execPath, args: [path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'shifting.mjs'), s.surface] }, policy: ['output-mismatch=record'] });
    expect((await raw(g.client, 'count')).structuredContent).toEqual({ n: 'three' });
    expect(g.log).toContain('finding: the result of tool:count does not match its approved outputSchema (/n type); passed (output-mismatch=record)');
    // Nothing in a result moves the guard's state: the store is what it was.
    expect(g.guard.publication.record('tool:count')?.state).toBe('approved');
  });

  it('--max-approval-days ages out approvals of unannotated (and destructive, open-world) tools, not of a read-only one', async () => {
    await start({ maxApprovalDays: { destructive: 1, openWorld: 1, unannotated: 1 } }, undefined, true);
    // Approved by a person on 2026-06-01 (the CLI harness's clock): far more than a day before the guard's now.
    for (const ref of ['tool:send_mail', 'tool:lookup']) expect((await cli(['approve', ref, '--store', s.store], { cwd: s.dir })).code).toBe(0);
    await waitFor(() => g!.guard.publication.record('tool:lookup')?.state === 'approved', { what: 'the read-only approval' });
    await g!.guard.publication.reload();
    expect(g!.guard.publication.record('tool:send_mail')?.state).toBe('stale');
    expect(g!.guard.publication.record('tool:send_mail')?.reason).toBe('the approval expired at 2026-06-02T00:00:00.000Z');
    expect(await refusal(g!.client.callTool({ name: 'send_mail', arguments: { to: 'a@b' } }))).toMatch(/tool:send_mail is held by mcp-contract guard \(state: (stale|expired)\)/);
    expect(textOf(await g!.client.callTool({ name: 'lookup', arguments: {} }))).toBe('lookup {}');
    // status shows the expiry the guard wrote.
    expect((await cli(['status', '--store', s.store, '--verbose'], { cwd: s.dir })).stdout).toMatch(/STALE\s+tool:send_mail\s+\w+\s+\(expires 2026-06-02T00:00:00.000Z\)/);
  });

  it('approve --session approves for the running guard process only: a guard started after it holds the tool again', async () => {
    await start({}, undefined, true);
    const r = await cli(['approve', 'tool:send_mail', '--store', s.store, '--session'], { cwd: s.dir, now: new Date() });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('for this guard process only');
    await waitFor(() => g!.guard.publication.record('tool:send_mail')?.state === 'approved', { what: 'the session approval' });
    expect(textOf(await g!.client.callTool({ name: 'send_mail', arguments: { to: 'a@b' } }))).toContain('send_mail');
    // A second guard of the same store (another client of the server) runs beside it: it ends nothing of the first's.
    const beside = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: process.execPath, args: [path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'shifting.mjs'), s.surface] } });
    try {
      await beside.client.listTools();
      expect(beside.guard.publication.record('tool:send_mail')?.state).toBe('approved');
      await g!.guard.publication.reload();
      expect(g!.guard.publication.record('tool:send_mail')?.state).toBe('approved');
      // With two guards running, --session cannot say which one it binds to.
      const two = await cli(['approve', 'tool:lookup', '--store', s.store, '--session'], { cwd: s.dir, now: new Date() });
      expect(two.code).toBe(2);
      expect(two.stderr).toMatch(/--session binds the approval to one guard process, and 2 run for /);
    } finally {
      await beside.close();
    }
    await g!.close();
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: process.execPath, args: [path.join(import.meta.dirname, '..', 'fixtures', 'servers', 'shifting.mjs'), s.surface] } });
    await g.client.listTools();
    expect(g.guard.publication.record('tool:send_mail')?.state).toBe('stale');
    expect(g.guard.publication.record('tool:send_mail')?.reason).toBe('the approval was for one guard process (approve --session), which has ended');
    // No guard running: --session has nothing to bind to.
    await g.close();
    g = undefined;
    const none = await cli(['approve', 'tool:send_mail', '--store', s.store, '--session'], { cwd: s.dir, now: new Date() });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--session binds the approval to the running guard, and none runs for .*shifting\.json\n$/);
  });
});

describe('guard: a confirmed call whose 2026-07-28 upstream asks its own input_required round', () => {
  let up: HttpFixture | undefined;
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
    up?.stop();
  });

  it('asks the user once, then carries the yes through the upstream\'s round (its responses reach it) to the result', async () => {
    up = await startHttp(CONFORMANCE, []);
    const dir = tempDir('scope-conformance');
    writeFileSync(path.join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { conf: { url: up.url } } }));
    expect((await cli(['snapshot'], { cwd: dir })).code).toBe(0);
    const store = path.join(dir, 'store');
    g = await startInProcess({ approved: path.join(dir, 'snapshots', 'conf.json'), storeDir: store, server: { url: up.url, protocolEra: 'modern' } });
    await g.client.listTools();
    // A scope no call of this tool meets: every call is asked about.
    const r = await cli(['approve', 'tool:test_input_required_result_elicitation', '--store', store, '--scope', '{"required": ["ticket"]}'], { cwd: dir, now: new Date() });
    expect(r.code).toBe(0);
    await waitFor(() => g!.guard.publication.record('tool:test_input_required_result_elicitation')?.approval?.scope !== undefined, { what: 'the scoped approval' });
    const asked: string[] = [];
    const client = new ModernClient({ name: 'scope-modern', version: '2.4.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } }, capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler('elicitation/create', async (req) => {
      const message = String((req.params as { message: string }).message);
      asked.push(message);
      return message.startsWith('mcp-contract guard') ? YES : { action: 'accept' as const, content: { name: 'Ada' } };
    });
    await client.connect((await g.link()) as never);
    try {
      expect(textOf(await client.callTool({ name: 'test_input_required_result_elicitation', arguments: {} }))).toBe('Hello, Ada!');
      expect(asked.map((m) => m.split('\n')[0].slice(0, 40))).toEqual(['mcp-contract guard: a call to tool "test', 'What is your name?']);
    } finally {
      await client.close();
    }
  });
});

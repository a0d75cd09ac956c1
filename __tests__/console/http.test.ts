// The console's HTTP layer (issue 46): who may use it and how. A real server on loopback, a real store written and
// read by the store code; requests sent as raw HTTP with exactly the headers a browser, a page of another site or a
// DNS-rebinding page would send. Each refusal leaves the store as it was; beside each, the honest request works.
import { emptyStore, type GuardStore } from '../../src/core/approval/approval.js';
import { readStoreFile, storeFile, storeKey, updateStore, type StoreKey } from '../../src/guard/store.js';
import { startConsole, type RunningConsole } from '../../src/console/server.js';
import { writableStore } from '../../src/console/store-access.js';
import { raw, type RawResponse } from '../helpers/browser-requests.js';
import { tempDir } from '../helpers/temp-dir.js';
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { auditDir } from '../../src/audit/files.js';
import { auditLogFor } from '../../src/audit/store-hook.js';
import { waitFor } from '../helpers/poll.js';
import { viewDigest } from '../../src/console/view-digest.js';

const SINCE = '2026-06-01T00:00:00.000Z';

/** A store of one server with one new capability (held) and one approved. */
async function seededStore(prefix: string): Promise<{ dir: string; key: StoreKey; path: string }> {
  const dir = tempDir(prefix);
  const key = await storeKey(dir);
  const path = storeFile(dir, 'notes');
  const search = { name: 'search', description: 'Search the notes.', inputSchema: { type: 'object' } };
  const read = { name: 'read', description: 'Read one note.', inputSchema: { type: 'object' } };
  await updateStore(path, key, async () => emptyStore('notes', 'default'), (s): GuardStore => ({
    ...s,
    capabilities: {
      'tool:read': { ref: 'tool:read', state: 'approved', since: SINCE, live: { digest: 'sha256:read1', definition: read }, approval: { digest: 'sha256:read1', definition: read, by: 'human', at: SINCE } },
      'tool:search': { ref: 'tool:search', state: 'review_required', since: SINCE, live: { digest: 'sha256:search1', definition: search }, changes: [{ rule: 'capability-added', severity: 'safe', action: 'review', message: 'A capability never approved before.' }] },
    },
  }));
  return { dir, key, path };
}

describe('mcp-contract console: HTTP access', () => {
  let c: RunningConsole;
  let store: Awaited<ReturnType<typeof seededStore>>;
  let host: string;
  let origin: string;
  const lines: string[] = [];

  beforeEach(async () => {
    store = await seededStore('console-http');
    c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: store.dir, key: store.key, home: store.dir, version: 'test', now: () => new Date('2026-06-02T00:00:00Z'), log: (l) => lines.push(l) });
    origin = c.origin;
    host = new URL(origin).host;
  });
  afterEach(() => c.close());

  const login = async (): Promise<{ cookie: string; csrf: string }> => {
    const r = await raw(c.loginUrl, 'GET', { host });
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe('/');
    const set = String(r.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    const cookie = set.split(';')[0];
    const page = await raw(`${origin}/`, 'GET', { host, cookie });
    expect(page.status).toBe(200);
    return { cookie, csrf: /<meta name="csrf-token" content="([^"]+)">/.exec(page.body)![1] };
  };
  /** The view the page would have drawn tool:search with (its digest, sent back with the decision). */
  const view = async (): Promise<string> => viewDigest(await readStoreFile(store.path, store.key, () => undefined), 'tool:search');
  let approveBody = '';
  beforeEach(async () => {
    approveBody = JSON.stringify({ action: 'approve', server: 'notes', ref: 'tool:search', digest: 'sha256:search1', view: await view() });
  });
  const post = (headers: Record<string, string>, body = approveBody): Promise<RawResponse> => raw(`${origin}/api/action`, 'POST', { host, 'content-type': 'application/json', ...headers }, body);
  const searchState = async (): Promise<string> => (await readStoreFile(store.path, store.key, () => undefined)).capabilities['tool:search'].state;

  it('exchanges the login token once for an HttpOnly SameSite=Strict cookie, then redirects to a token-free URL', async () => {
    const { cookie } = await login();
    expect(cookie).toMatch(/^mcp-contract-console-\d+=[\w-]{20,}$/);
    const again = await raw(c.loginUrl, 'GET', { host });
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await raw(`${origin}/login?token=guess`, 'GET', { host })).status).toBe(403);
  });

  it('refuses a wrong login token without spending the right one', async () => {
    expect((await raw(`${origin}/login?token=${'A'.repeat(43)}`, 'GET', { host })).status).toBe(403);
    await login();
  });

  it('answers nothing without the session cookie', async () => {
    for (const path of ['/', '/api/state', '/api/events', '/app/main.js']) expect([path, (await raw(`${origin}${path}`, 'GET', { host })).status]).toEqual([path, 401]);
    expect((await raw(`${origin}/api/state`, 'GET', { host, cookie: 'mcp-contract-console-1=forged' })).status).toBe(401);
    expect((await post({ origin })).status).toBe(401);
    expect(await searchState()).toBe('review_required');
  });

  it('refuses a wrong Host (a DNS-rebinding page names its own), even with the cookie', async () => {
    const { cookie, csrf } = await login();
    expect((await raw(`${origin}/api/state`, 'GET', { host: 'evil.example', cookie })).status).toBe(421);
    expect((await raw(`${origin}/api/state`, 'GET', { host: `evil.example:${new URL(origin).port}`, cookie })).status).toBe(421);
    expect((await post({ host: 'evil.example', origin: 'http://evil.example', cookie, 'x-csrf-token': csrf })).status).toBe(421);
    expect((await raw(`${origin}/api/state`, 'GET', { host, cookie })).status).toBe(200);
    expect((await raw(`${origin}/api/state`, 'GET', { host: `localhost:${new URL(origin).port}`, cookie })).status).toBe(200);
  });

  it('refuses a wrong Origin and cross-site fetch metadata on every method', async () => {
    const { cookie, csrf } = await login();
    expect((await raw(`${origin}/api/state`, 'GET', { host, cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect((await raw(`${origin}/api/state`, 'GET', { host, cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: 'http://evil.example', cookie, 'x-csrf-token': csrf })).status).toBe(403);
    expect((await post({ origin: 'https://127.0.0.1', cookie, 'x-csrf-token': csrf })).status).toBe(403);
    expect((await post({ origin: 'null', cookie, 'x-csrf-token': csrf })).status).toBe(403);
    expect(await searchState()).toBe('review_required');
  });

  it('refuses a change without the CSRF token, with a wrong one, without Origin, or as a form; takes the honest one', async () => {
    const { cookie, csrf } = await login();
    expect((await post({ origin, cookie })).status).toBe(403);
    expect((await post({ origin, cookie, 'x-csrf-token': 'x'.repeat(43) })).status).toBe(403);
    expect((await post({ cookie, 'x-csrf-token': csrf })).status).toBe(403);
    expect((await post({ origin, cookie, 'x-csrf-token': csrf, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post({ origin, cookie, 'x-csrf-token': csrf, 'content-type': 'application/x-www-form-urlencoded' }, 'action=approve')).status).toBe(415);
    expect(await searchState()).toBe('review_required');
    const ok = await post({ origin, cookie, 'x-csrf-token': csrf });
    expect([ok.status, JSON.parse(ok.body)]).toEqual([200, { ok: true, message: 'approved tool:search at sha256:search1' }]);
    // Signed by the store's key: the store code verifies it (an unsigned approval would be dropped on read).
    expect(await searchState()).toBe('approved');
  });

  it('serves the page under a CSP that forbids inline script, with no asset from elsewhere', async () => {
    const { cookie } = await login();
    const page = await raw(`${origin}/`, 'GET', { host, cookie });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    // Every script and stylesheet of the page is the console's own; no inline script at all.
    expect([...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual(['<script type="module" src="/app/main.js">']);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const js = await raw(`${origin}/app/main.js`, 'GET', { host, cookie });
    expect([js.status, js.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    for (const asset of ['main.js', 'views.js', 'dom.js', 'api.js', 'style.css']) expect((await raw(`${origin}/app/${asset}`, 'GET', { host, cookie })).body).not.toMatch(/https?:\/\/(?!console\.invalid)/);
    expect((await raw(`${origin}/app/constructor`, 'GET', { host, cookie })).status).toBe(404);
  });

  it('refuses a decision on a definition that changed since the page showed it, and a malformed request', async () => {
    const { cookie, csrf } = await login();
    const stale = await post({ origin, cookie, 'x-csrf-token': csrf }, JSON.stringify({ action: 'approve', server: 'notes', ref: 'tool:search', digest: 'sha256:older', view: await view() }));
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.body).message).toMatch(/changed since the page showed it/);
    const elsewhere = await post({ origin, cookie, 'x-csrf-token': csrf }, JSON.stringify({ action: 'approve', server: '../notes', ref: 'tool:search', digest: 'sha256:search1', view: await view() }));
    expect([elsewhere.status, JSON.parse(elsewhere.body).message]).toEqual([400, 'no server "../notes" in the store']);
    expect((await post({ origin, cookie, 'x-csrf-token': csrf }, '{')).status).toBe(400);
    expect(await searchState()).toBe('review_required');
  });
});

describe('mcp-contract console: following the audit log', () => {
  it("tells the page when the audit log grows (a guard's calls), also when the log is first made after the console started", async () => {
    const dir = tempDir('console-audit-events');
    const key = await storeKey(dir);
    const search = { name: 'search', description: 'Search the notes.', inputSchema: { type: 'object' } };
    // A store with nothing decided yet: no audit log, no audit folder.
    await updateStore(storeFile(dir, 'notes'), key, async () => emptyStore('notes', 'default'), (s): GuardStore => ({ ...s, capabilities: { 'tool:search': { ref: 'tool:search', state: 'review_required', since: SINCE, live: { digest: 'sha256:s', definition: search } } } }));
    expect(existsSync(auditDir(dir))).toBe(false);
    const c = await startConsole({ host: '127.0.0.1', port: 0, storeDir: dir, key, home: dir, version: 'test', now: () => new Date('2026-06-02T00:00:00Z'), log: () => undefined, settleMs: 10, auditSettleMs: 10 });
    const host = new URL(c.origin).host;
    const stream = request(`${c.origin}/api/events`, { headers: { host } });
    try {
      const login = await raw(c.loginUrl, 'GET', { host });
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      const csrf = /<meta name="csrf-token" content="([^"]+)">/.exec((await raw(`${c.origin}/`, 'GET', { host, cookie })).body)![1];
      let told = 0;
      stream.setHeader('cookie', cookie);
      stream.on('response', (res) => res.on('data', (chunk: Buffer) => (told += chunk.toString('utf8').split('event: store').length - 1)));
      stream.end();
      await new Promise((resolve) => stream.once('response', resolve));
      // The decision writes the store and makes the log (its first record): the page is told.
      const approved = await raw(`${c.origin}/api/action`, 'POST', { host, origin: c.origin, cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' }, JSON.stringify({ action: 'approve', server: 'notes', ref: 'tool:search', digest: 'sha256:s', view: viewDigest(await readStoreFile(storeFile(dir, 'notes'), key, () => undefined), 'tool:search') }));
      expect(approved.status).toBe(200);
      await waitFor(() => told > 0, { what: 'the event for the decision' });
      const log = auditLogFor(dir, key);
      await log.settled();
      const before = told;
      // A call the guard judged: only the log grows, and the page is told so its histories follow.
      await log.append({ kind: 'call', at: '2026-06-02T00:00:01.000Z', server: 'notes', method: 'tools/call', ref: 'tool:search', argumentsDigest: 'sha256:0', decision: 'forwarded' });
      await waitFor(() => told > before, { what: 'the event for the call' });
      const state = JSON.parse((await raw(`${c.origin}/api/state`, 'GET', { host, cookie })).body) as { servers: Array<{ records: Array<{ calls: number }> }> };
      expect(state.servers[0].records[0].calls).toBe(1);
    } finally {
      stream.destroy();
      await c.close();
    }
  });
});

describe('mcp-contract console: where it starts', () => {
  it('serves loopback only', async () => {
    const { dir, key } = await seededStore('console-listen');
    await expect(startConsole({ host: '0.0.0.0', port: 0, storeDir: dir, key, home: dir, version: 'test', now: () => new Date(), log: () => undefined })).rejects.toThrow(/loopback only/);
  });

  it('refuses a store directory that does not exist, or that this user may not write', async () => {
    const dir = tempDir('console-store');
    await expect(writableStore(`${dir}/none`)).rejects.toThrow(/no guard store here yet/);
    if (process.getuid?.() === 0) return; // root writes any directory: the e2e suite runs the CLI as another user
    const { chmodSync } = await import('node:fs');
    chmodSync(dir, 0o500);
    try {
      await expect(writableStore(dir)).rejects.toMatchObject({ exitCode: 5 });
    } finally {
      chmodSync(dir, 0o700);
    }
  });

});

// A remote server behind OAuth (fixtures/oauth/protected.mjs: an SDK v2 resource server and a small authorization
// server on loopback), reached through the CLI in-process: a CI job's machine grant, a person's sign-in (the browser
// stood in for by fixtures/oauth/browser.mjs) stored per issuer and refreshed without them, a revoked grant, and each
// fault the issue names as one line with nothing written. Every output is then searched for the secrets it used.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { startInProcess } from '../helpers/guard-inprocess.js';
import { cli, firstLine, hasStack, NODE, ROOT, tempDir, writeJson, type CliResult } from '../helpers/cli-harness.js';

const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'oauth');
const SECRET = 'ci-secret-value-0001';

interface Remote {
  url: string;
  as: string;
  stop: () => void;
}

const running: ChildProcess[] = [];
afterAll(() => running.forEach((c) => c.kill('SIGKILL')));

function startRemote(flags: string[] = []): Promise<Remote> {
  const child = spawn(NODE, [path.join(FIXTURES, 'protected.mjs'), ...flags], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`protected.mjs exited ${code}`)));
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+) (\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}/mcp`, as: `http://127.0.0.1:${m[2]}`, stop: () => void child.kill('SIGKILL') });
    });
  });
}

/** Everything any run printed, for the secrets search at the end. */
const printed: string[] = [];
async function run(args: string[], cwd: string, env: Record<string, string | undefined>): Promise<CliResult> {
  const r = await cli(args, { cwd, env: { PATH: process.env.PATH, HOME: cwd, ...env } });
  printed.push(r.stdout, r.stderr);
  return r;
}

function project(url: string, oauth: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  const dir = tempDir('oauth');
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { url, oauth, ...extra } } });
  return dir;
}

const browser = (...args: string[]) => [NODE, path.join(FIXTURES, 'browser.mjs'), ...args].join(' ');
const personEnv = (dir: string, ...browserArgs: string[]) => ({ MCP_CONTRACT_STORE: path.join(dir, 'store'), BROWSER: browser(...browserArgs) });
const grantFiles = (dir: string) => (existsSync(path.join(dir, 'store', 'oauth')) ? readdirSync(path.join(dir, 'store', 'oauth')) : []);
const toolsOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { surfaces: Record<string, { kinds: { tool: { items: Array<{ ref: string }> } } }> }).surfaces.default?.kinds.tool.items.map((t) => t.ref);
/** The one error line of a run (a sign-in prints its URL first, as a person would want it). */
const errorLine = (r: CliResult) => r.stderr.split('\n').filter((l) => !l.startsWith('sign in at: '))[0] ?? '';
const served = async (as: string) => (await (await fetch(`${as}/admin/log`)).json()) as string[];

describe('a CI job captures a server behind OAuth with a machine grant', () => {
  for (const method of ['client_secret_basic', 'client_secret_post'] as const) {
    test(`client_credentials with ${method}: the capture sees the tools, nothing is stored`, async () => {
      const remote = await startRemote();
      const dir = project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOTES_SECRET', tokenEndpointAuthMethod: method });
      const r = await run(['snapshot', '-o', 'notes.json'], dir, { CI: 'true', NOTES_SECRET: SECRET, MCP_CONTRACT_STORE: path.join(dir, 'store') });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(toolsOf(path.join(dir, 'notes.json'))).toEqual(['tool:add_note', 'tool:count_notes', 'tool:list_notes']);
      expect(await served(remote.as)).toEqual(['client_credentials']);
      expect(grantFiles(dir)).toEqual([]);
      remote.stop();
    });
  }

  test('the snapshot records the auth surface, and a narrowed scopes_supported drifts as a rule', async () => {
    const remote = await startRemote();
    const dir = project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOTES_SECRET' });
    const env = { CI: 'true', NOTES_SECRET: SECRET };
    expect((await run(['snapshot', '-o', 'before.json'], dir, env)).code).toBe(0);
    const auth = (JSON.parse(readFileSync(path.join(dir, 'before.json'), 'utf8')) as { surfaces: { default: { server: { auth: unknown } } } }).surfaces.default.server.auth;
    expect(auth).toEqual({
      resource: remote.url,
      authorizationServers: [remote.as],
      scopesSupported: ['notes:read', 'notes:write'],
      bearerMethodsSupported: ['header'],
      issuer: remote.as,
      pkceMethods: ['S256'],
      clientIdMetadataDocument: false,
      dynamicRegistration: true,
      issParameter: false,
    });
    await fetch(`${remote.as}/admin/scopes`, { method: 'POST', body: new URLSearchParams({ scopes: 'notes:read' }) });
    expect((await run(['snapshot', '-o', 'after.json'], dir, env)).code).toBe(0);
    const d = await run(['diff', 'before.json', 'after.json', '--format', 'json'], dir, env);
    const rules = (JSON.parse(d.stdout) as { changes: Array<{ rule: string; severity: string }> }).changes.map((c) => `${c.rule} ${c.severity}`);
    // The grant asks for scopes_supported: narrowed, its token no longer sees the tool that needs the scope gone.
    expect(rules.sort()).toEqual(['auth-scopes-narrowed review', 'capability-removed breaking']);
    // The same server captured again, unchanged: no drift (the auth surface reads the same every run).
    expect((await run(['snapshot', '-o', 'again.json'], dir, env)).code).toBe(0);
    expect(JSON.parse((await run(['diff', 'after.json', 'again.json', '--format', 'json'], dir, env)).stdout).changes).toEqual([]);
    remote.stop();
  });

  test('surfaces with their own scope: a tool that leaves the read scope is an exposure change', async () => {
    const remote = await startRemote();
    const surfaces = { read: { oauthScope: 'notes:read' }, write: { oauthScope: 'notes:read notes:write' } };
    const dir = project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOTES_SECRET' }, { surfaces });
    const env = { CI: 'true', NOTES_SECRET: SECRET };
    expect((await run(['snapshot', '-o', 'before.json'], dir, env)).code).toBe(0);
    const refs = (file: string, surface: string) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { surfaces: Record<string, { kinds: { tool: { items: Array<{ ref: string }> } } }> }).surfaces[surface]!.kinds.tool.items.map((t) => t.ref);
    expect([refs('before.json', 'read'), refs('before.json', 'write')]).toEqual([['tool:count_notes', 'tool:list_notes'], ['tool:add_note', 'tool:count_notes', 'tool:list_notes']]);
    await fetch(`${remote.as}/admin/move-list`, { method: 'POST' });
    expect((await run(['snapshot', '-o', 'after.json'], dir, env)).code).toBe(0);
    const d = await run(['diff', 'before.json', 'after.json', '--format', 'json'], dir, env);
    const changes = (JSON.parse(d.stdout) as { changes: Array<{ rule: string; surface: string }> }).changes.map((c) => `${c.rule} ${c.surface}`);
    expect(changes).toEqual(['capability-exposure-narrowed read']);
    remote.stop();
  });

  test('a wrong secret is one line, exit 3, no snapshot', async () => {
    const remote = await startRemote();
    const dir = project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOTES_SECRET' });
    const r = await run(['snapshot', '-o', 'notes.json'], dir, { CI: 'true', NOTES_SECRET: 'not-the-secret-at-all' });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/server "notes".*OAuth: .*invalid_client/);
    expect(hasStack(r.stderr)).toBe(false);
    expect(existsSync(path.join(dir, 'notes.json'))).toBe(false);
    remote.stop();
  });

  test('a CI run never signs in interactively: one line naming what to configure, nothing written', async () => {
    const remote = await startRemote();
    const dir = project(remote.url, {});
    const r = await run(['snapshot', '-o', 'notes.json'], dir, { CI: 'true', ...personEnv(dir) });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/CI run \(CI=true\), which never signs in interactively: configure a machine credential \(oauth\.clientId with oauth\.clientSecretEnv or oauth\.privateKeyEnv\)/);
    expect(existsSync(path.join(dir, 'notes.json'))).toBe(false);
    expect(grantFiles(dir)).toEqual([]);
    expect(await served(remote.as)).toEqual([]);
    const login = await run(['auth', 'login', '--server', 'notes'], dir, { CI: 'true', ...personEnv(dir) });
    expect(login.code).toBe(2);
    expect(firstLine(login)).toMatch(/never signs in interactively/);
    remote.stop();
  });

  test('bad configuration is exit 2 naming the field, before any request', async () => {
    const remote = await startRemote();
    const unset = await run(['snapshot', '-o', 'n.json'], project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOT_SET_ANYWHERE' }), { CI: 'true' });
    expect(unset.code).toBe(2);
    expect(firstLine(unset)).toBe('mcp-contract: server "notes" oauth.clientSecretEnv: the environment variable NOT_SET_ANYWHERE is not set');
    const both = await run(['snapshot', '-o', 'n.json'], project(remote.url, { clientId: 'c', clientSecretEnv: 'A', privateKeyEnv: 'B' }), { CI: 'true', A: 'aaaaaaa', B: 'bbbbbbb' });
    expect(both.code).toBe(2);
    expect(firstLine(both)).toMatch(/give clientSecretEnv or privateKeyEnv, not both/);
    const literal = await run(['snapshot', '-o', 'n.json'], project(remote.url, { clientId: 'c', clientSecretEnv: 'sk-live secret' }), { CI: 'true' });
    expect(literal.code).toBe(2);
    expect(await served(remote.as)).toEqual([]);
    remote.stop();
  });
});

describe("a person signs in once; later runs use and refresh the stored grant", () => {
  let remote: Remote;
  let dir: string;
  beforeAll(async () => {
    remote = await startRemote();
    dir = project(remote.url, {});
  });
  afterAll(() => remote.stop());

  test('auth login: the browser stand-in follows the redirect; the grant is stored 0600 per issuer', async () => {
    const r = await run(['auth', 'login', '--server', 'notes'], dir, personEnv(dir));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^notes: signed in; issuer ${remote.as.replace(/[.]/g, '\\.')}; scopes notes:read notes:write; access token expires \\d{4}-.*; refreshed without you\\n$`));
    const files = grantFiles(dir);
    expect(files).toEqual([`${remote.as.replace('http://', '').replace(/[^A-Za-z0-9.-]+/g, '_')}.json`]);
    expect(statSync(path.join(dir, 'store', 'oauth', files[0]!)).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'store', 'oauth')).mode & 0o777).toBe(0o700);
    expect(await served(remote.as)).toEqual(['authorization_code']);
  });

  test('auth status shows issuer, scopes and expiry, never a token', async () => {
    const r = await run(['auth', 'status', '--server', 'notes', '--format', 'json'], dir, personEnv(dir));
    expect(r.code).toBe(0);
    const v = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(v).toMatchObject({ server: 'notes', signedIn: true, issuer: remote.as, scope: 'notes:read notes:write', refreshable: true });
    const stored = JSON.parse(readFileSync(path.join(dir, 'store', 'oauth', grantFiles(dir)[0]!), 'utf8')) as { grants: Record<string, { access_token: string; refresh_token: string }> };
    const g = stored.grants[remote.url]!;
    expect(r.stdout).not.toContain(g.access_token);
    expect(r.stdout).not.toContain(g.refresh_token);
  });

  test('snapshot uses the stored grant without a person (no CI sign-in, no new authorization)', async () => {
    const r = await run(['snapshot', '-o', 'notes.json'], dir, { ...personEnv(dir), CI: 'true' });
    expect(r.code).toBe(0);
    expect(toolsOf(path.join(dir, 'notes.json'))).toEqual(['tool:add_note', 'tool:count_notes', 'tool:list_notes']);
    expect(await served(remote.as)).toEqual(['authorization_code']);
  });

  test('the guard fronts the server with the stored grant, and keeps working across token expiry', async () => {
    const g = await startInProcess({ approved: path.join(dir, 'notes.json'), storeDir: path.join(dir, 'guard-store'), server: { url: remote.url, oauth: {} }, env: { MCP_CONTRACT_STORE: path.join(dir, 'store'), CI: 'true' } });
    try {
      expect((await g.client.listTools()).tools.map((t) => t.name).sort()).toEqual(['add_note', 'count_notes', 'list_notes']);
      expect(await g.client.callTool({ name: 'list_notes', arguments: {} })).toMatchObject({ content: [{ type: 'text', text: 'groceries' }] });
      await fetch(`${remote.as}/admin/expire`, { method: 'POST' });
      expect(await g.client.callTool({ name: 'list_notes', arguments: {} })).toMatchObject({ content: [{ type: 'text', text: 'groceries' }] });
      expect(await served(remote.as)).toEqual(['authorization_code', 'refresh_token']);
    } finally {
      await g.close();
    }
  });

  test('after the access token expires, the next run refreshes it and stores the rotated refresh token', async () => {
    const file = path.join(dir, 'store', 'oauth', grantFiles(dir)[0]!);
    const before = (JSON.parse(readFileSync(file, 'utf8')) as { grants: Record<string, { refresh_token: string }> }).grants[remote.url]!.refresh_token;
    await fetch(`${remote.as}/admin/expire`, { method: 'POST' });
    const r = await run(['snapshot', '-o', 'notes.json'], dir, { ...personEnv(dir), CI: 'true' });
    expect(r.code).toBe(0);
    expect(await served(remote.as)).toEqual(['authorization_code', 'refresh_token', 'refresh_token']);
    const after = (JSON.parse(readFileSync(file, 'utf8')) as { grants: Record<string, { refresh_token: string }> }).grants[remote.url]!.refresh_token;
    expect(after).not.toBe(before);
    // The spent refresh token no longer works at the authorization server: the stored one is the one in use.
    const spent = await fetch(`${remote.as}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: before, client_id: 'x' }) });
    expect(spent.status).toBe(401);
  });

  test('a revoked grant is one clear line, exit 3, and the stored file is left as it was', async () => {
    const file = path.join(dir, 'store', 'oauth', grantFiles(dir)[0]!);
    const kept = readFileSync(file, 'utf8');
    await fetch(`${remote.as}/admin/revoke`, { method: 'POST' });
    const r = await run(['snapshot', '-o', 'revoked.json'], dir, { ...personEnv(dir), CI: 'true' });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(/server "notes".*OAuth: no stored sign-in for this server and this is a CI run/);
    expect(hasStack(r.stderr)).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(kept);
    expect(existsSync(path.join(dir, 'revoked.json'))).toBe(false);
    const desk = await run(['snapshot', '-o', 'revoked.json'], dir, personEnv(dir));
    expect(firstLine(desk)).toMatch(/no usable sign-in for this server: run `mcp-contract auth login --server notes` once/);
  });

  test('auth logout forgets the grant', async () => {
    const r = await run(['auth', 'logout', '--server', 'notes'], dir, personEnv(dir));
    expect(r.stdout).toBe('notes: grant forgotten\n');
    expect(grantFiles(dir)).toEqual([]);
    const s = await run(['auth', 'status', '--server', 'notes'], dir, personEnv(dir));
    expect(s.stdout).toBe('notes: not signed in (mcp-contract auth login --server notes)\n');
  });
});

test("auth login runs the server's canaries, so a tool call that needs a wider scope steps up while the person is there", async () => {
  const remote = await startRemote(['--scopes=notes:read', '--write-scope=notes:admin']);
  const dir = project(remote.url, {}, { canaries: [{ tool: 'list_notes', expect: { text: '^groceries$' } }] });
  const r = await run(['auth', 'login', '--server', 'notes', '--format', 'json'], dir, personEnv(dir));
  expect(r.code).toBe(0);
  // Two sign-ins: the lists' scope, then the union with the scope the tool call's 403 named (SEP-2350).
  expect(r.stderr.split('\n').filter((l) => l.startsWith('sign in at: ')).map((l) => new URL(l.slice(12)).searchParams.get('scope'))).toEqual(['notes:read', 'notes:read notes:admin']);
  expect(JSON.parse(r.stdout)).toMatchObject({ signedIn: true, scope: 'notes:read notes:admin' });
  remote.stop();
});

describe('faults in a sign-in: one line each, exit 3, nothing stored', () => {
  const cases: Array<[string, string[], RegExp, string[]]> = [
    ['an authorization server that advertises no PKCE method', ['--no-pkce'], /does not advertise PKCE S256 \(code_challenge_methods_supported: absent\): refusing to sign in/, []],
    ['an authorization server whose PKCE methods lack S256', ['--pkce-plain'], /OAuth: Incompatible auth server: does not support code challenge method S256/, []],
    ['an iss that names another issuer (RFC 9207)', ['--wrong-iss'], /OAuth: .*[Ii]ssuer/, []],
    ['resource metadata naming another resource', ['--resource=https://elsewhere.example/mcp'], /OAuth: Protected resource https:\/\/elsewhere\.example\/mcp does not match/, []],
    ['a redirect with a wrong state', [], /wrong state.*nothing was stored/, ['--state=forged-state-value']],
  ];
  for (const [what, flags, line, browserArgs] of cases) {
    test(what, async () => {
      const remote = await startRemote(flags);
      const dir = project(remote.url, {});
      const r = await run(['auth', 'login', '--server', 'notes'], dir, personEnv(dir, ...browserArgs));
      expect(r.code).toBe(3);
      expect(errorLine(r)).toMatch(line);
      expect(r.stderr.trim().split('\n').filter((l) => !l.startsWith('sign in at: '))).toHaveLength(1);
      expect(hasStack(r.stderr)).toBe(false);
      expect(grantFiles(dir)).toEqual([]);
      remote.stop();
    });
  }

  test('a token endpoint that hangs is named after the request deadline', async () => {
    const remote = await startRemote(['--hang-token']);
    const dir = project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOTES_SECRET' }, { timeouts: { requestMs: 1500 } });
    const r = await run(['snapshot', '-o', 'notes.json'], dir, { CI: 'true', NOTES_SECRET: SECRET });
    expect(r.code).toBe(3);
    expect(firstLine(r)).toMatch(new RegExp(`OAuth: the authorization server did not answer ${remote.as.replace(/[.]/g, '\\.')}/token within 1500 ms`));
    expect(existsSync(path.join(dir, 'notes.json'))).toBe(false);
    remote.stop();
  });
});

describe('the guard terminates, never forwards', () => {
  test("a member header carrying the guard's client token is refused with the spec's sentence", async () => {
    const remote = await startRemote();
    const dir = project(remote.url, { clientId: 'ci-client', clientSecretEnv: 'NOTES_SECRET' });
    const env = { CI: 'true', NOTES_SECRET: SECRET };
    expect((await run(['snapshot', '-o', 'notes.json'], dir, env)).code).toBe(0);
    writeJson(path.join(dir, 'fwd', 'mcp-contract.json'), { servers: { notes: { url: remote.url, headers: { Authorization: 'Bearer ${MCP_CONTRACT_LISTEN_TOKEN}' } } } });
    const r = await run(['guard', '--config', 'fwd/mcp-contract.json', '--approved', 'notes.json', '--store', path.join(dir, 'gstore')], dir, { ...env, MCP_CONTRACT_LISTEN_TOKEN: 'listen-token-0123456789abcdef' });
    expect(r.code).toBe(2);
    expect(firstLine(r)).toContain('"MUST NOT pass through the token it received from the MCP client"');
    remote.stop();
  });
});

test('no secret, token or code of these runs appears in any output', () => {
  const all = printed.join('\n');
  expect(all.length).toBeGreaterThan(0);
  expect(all).not.toContain(SECRET);
  expect(all).not.toContain('listen-token-0123456789abcdef');
  expect(all).not.toMatch(/access_token|refresh_token|code_verifier/);
});

// Issue 52, "bad input and faults": a gateway member behind OAuth whose grant fails is out with one line naming it and
// why, and the gateway keeps serving its other members. Real parts: the local authorization server and SDK resource
// server of the OAuth tests (fixtures/oauth/protected.mjs) on loopback, the shifting stdio fixture beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cli, NODE, ROOT, tempDir, writeJson } from '../helpers/cli-harness.js';
import { approveShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startGatewayInProcess, textOf, toolNames, type InProcessGateway } from '../helpers/gateway-inprocess.js';

const SECRET = 'ci-secret-value-0001';
const WRONG = 'wrong-secret-value-0002';
const running: ChildProcess[] = [];
afterAll(() => running.forEach((c) => c.kill('SIGKILL')));

/** The protected resource server and its authorization server; resolves with both addresses. */
function startRemote(): Promise<{ url: string; as: string }> {
  const child = spawn(NODE, [path.join(ROOT, '__tests__', 'fixtures', 'oauth', 'protected.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  running.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`protected.mjs exited ${code}`)));
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+) (\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}/mcp`, as: `http://127.0.0.1:${m[2]}` });
    });
  });
}

const about = (g: InProcessGateway, server: string): string[] => g.log.join('\n').split('\n').filter((l) => l.includes(`"${server}"`) || l.startsWith(`[${server}]`));

describe('gateway: a member whose OAuth grant fails is out in one line, the others serve', () => {
  let dir: string;
  let remote: { url: string; as: string };
  let g: InProcessGateway | undefined;
  beforeAll(async () => {
    remote = await startRemote();
    dir = tempDir('gateway-oauth-member');
    const surface = path.join(dir, 'notes.surface.json');
    writeFileSync(surface, JSON.stringify({ tools: [{ name: 'read', description: 'Read a note.', inputSchema: { type: 'object', properties: {} } }] }));
    mkdirSync(path.join(dir, 'snapshots'));
    await approveShifting(path.join(dir, 'snapshots', 'notes.json'), 'notes', surface, dir);
    // The remote member approved while its grant worked: what fails below is the grant, not a missing snapshot.
    writeJson(path.join(dir, 'capture', 'mcp-contract.json'), { servers: { remote: { url: remote.url, oauth: { clientId: 'ci-client', clientSecretEnv: 'REMOTE_SECRET' } } } });
    const r = await cli(['snapshot', '-o', path.join(dir, 'snapshots', 'remote.json')], { cwd: path.join(dir, 'capture'), env: { PATH: process.env.PATH, HOME: dir, CI: 'true', REMOTE_SECRET: SECRET } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const config = (oauth: Record<string, unknown>) =>
    writeJson(path.join(dir, 'mcp-contract.json'), {
      servers: { notes: { command: NODE, args: [SHIFTING, path.join(dir, 'notes.surface.json')] }, remote: { url: remote.url, oauth } },
    });

  const cases: Array<{ what: string; oauth: Record<string, unknown>; env: Record<string, string>; why: RegExp }> = [
    { what: 'its authorization server refuses the client credentials', oauth: { clientId: 'ci-client', clientSecretEnv: 'REMOTE_SECRET' }, env: { CI: 'true', REMOTE_SECRET: WRONG }, why: /\(OAuth: invalid_client\)/ },
    { what: 'no credential is configured and CI=true', oauth: { clientId: 'ci-client' }, env: { CI: 'true' }, why: /\(OAuth: no stored sign-in for this server and this is a CI run \(CI=true\), which never signs in interactively: configure a machine credential \(oauth\.clientId with oauth\.clientSecretEnv or oauth\.privateKeyEnv\), or an Authorization header from a variable\)/ },
  ];
  for (const c of cases) {
    it(`${c.what}: the local member is listed and callable; one line names the remote member and why`, async () => {
      g = await startGatewayInProcess(['--config', config(c.oauth), '--approved-dir', path.join(dir, 'snapshots'), '--store', path.join(dir, 'store')], { cwd: dir, env: c.env });
      const client = await g.legacy();
      expect(await toolNames(client)).toEqual(['notes__read']);
      expect(textOf(await client.callTool({ name: 'notes__read', arguments: {} }))).toBe('read {}');
      const lines = about(g, 'remote');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^upstream "remote" is unavailable \(.+\); its next start is in 1 s, the other servers keep serving$/);
      expect(lines[0]).toMatch(c.why);
      // The reason is the grant's, not buried under an SSE fallback that would ask the same authorization server again.
      expect(lines[0]).not.toMatch(/SSE/);
      const all = g.log.join('\n');
      expect(all).not.toContain(WRONG);
      expect(all).not.toContain(SECRET);
      expect(all).not.toMatch(/access_token|refresh_token|client_secret=/);
      const refused = await client.callTool({ name: 'remote__list_notes', arguments: {} }).then(
        () => undefined,
        (e: Error) => e.message,
      );
      expect(refused).toMatch(/upstream server "remote" is (unavailable|not available)/);
      expect(refused).not.toContain(WRONG);
    });
  }
});

// The shipped Action's capture of a remote server behind OAuth (issue 52): mode check on a push, as a maintainer's CI
// runs it, with a machine grant (client_credentials, the secret named by variable and given as a runner secret)
// against the tests' SDK v2 resource server and its loopback authorization server. The committed snapshot matches; a
// wrong secret is one ::error:: line; the secret appears in nothing the run wrote.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cli, commitAll, gitInit, NODE, ROOT, tempDir, writeJson } from '../helpers/cli-harness.js';
import { commands } from '../helpers/action-harness.js';
import { runAction } from '../helpers/dist.js';

const SECRET = 'ci-secret-value-0001';
let child: ChildProcess;
let url = '';

beforeAll(async () => {
  child = spawn(NODE, [path.join(ROOT, '__tests__', 'fixtures', 'oauth', 'protected.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.once('exit', (c) => reject(new Error(`protected.mjs exited ${c}`)));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+) (\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}/mcp`);
    });
  });
});
afterAll(() => child.kill('SIGKILL'));

test('mode check captures the server with the machine grant and passes; a wrong secret is one error line', async () => {
  const dir = tempDir('action-oauth');
  gitInit(dir);
  writeJson(path.join(dir, 'mcp-contract.json'), { servers: { notes: { url, oauth: { clientId: 'ci-client', clientSecretEnv: 'NOTES_CLIENT_SECRET' } } } });
  const snap = await cli(['snapshot'], { cwd: dir, env: { PATH: process.env.PATH, CI: 'true', NOTES_CLIENT_SECRET: SECRET } });
  expect(snap.code).toBe(0);
  commitAll(dir, 'the approved surface');

  const ok = await runAction({ cwd: dir, eventName: 'push', inputs: { mode: 'check' }, env: { NOTES_CLIENT_SECRET: SECRET } });
  expect(commands(ok.stdout, 'error')).toEqual([]);
  expect(ok.outputs).toMatchObject({ verdict: 'pass', 'snapshot-stale': 'false' });
  expect(ok.exitCode).toBe(0);

  const bad = await runAction({ cwd: dir, eventName: 'push', inputs: { mode: 'check' }, env: { NOTES_CLIENT_SECRET: 'a-wrong-secret-value' } });
  expect(bad.exitCode).not.toBe(0);
  const errors = commands(bad.stdout, 'error');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/server "notes".*OAuth: .*invalid_client/);
  const WRONG = 'a-wrong-secret-value';
  for (const [r, secret] of [[ok, SECRET], [bad, WRONG]] as const) {
    // The Action masks the secret for the runner (the runner reads its ::add-mask:: command and never shows it): that
    // line aside, the secret is in nothing the run wrote.
    expect(r.stdout.split('\n')).toContain(`::add-mask::${secret}`);
    const shown = r.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n');
    expect(`${shown}${r.stderr}${r.summary}${JSON.stringify(r.outputs)}${r.reportText ?? ''}`).not.toContain(secret);
  }
});

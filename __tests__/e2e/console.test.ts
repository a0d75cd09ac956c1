// `mcp-contract console` from the bundle (issue 46): the page, its scripts and stylesheet come out of dist/ (no file
// beside it, nothing from a CDN); it prints a URL whose token logs in once; Ctrl-C (SIGINT) and SIGTERM stop it
// cleanly; it refuses, in one line with its own exit code, to serve a store this user may not write or a non-loopback
// address.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emptyStore } from '../../src/core/approval/approval.js';
import { storeFile, storeKey, updateStore } from '../../src/guard/store.js';
import { NODE, tempDir } from '../helpers/cli-harness.js';
import { raw } from '../helpers/browser-requests.js';
import { CLI } from '../helpers/dist.js';
import { waitFor } from '../helpers/poll.js';

async function store(dir: string): Promise<void> {
  const key = await storeKey(dir);
  const definition = { name: 'search', description: 'Search the notes.' };
  await updateStore(storeFile(dir, 'notes'), key, async () => emptyStore('notes', 'default'), (s) => ({ ...s, capabilities: { 'tool:search': { ref: 'tool:search', state: 'review_required', since: 'x', live: { digest: 'sha256:s', definition } } } }));
}

/** Starts the console; resolves with the printed URL once it is listening. */
function start(args: string[], env: NodeJS.ProcessEnv = process.env): { url: Promise<string>; exit: Promise<{ code: number | null; stderr: string }>; kill: (s: NodeJS.Signals) => void } {
  const child = spawn(NODE, [CLI, 'console', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let out = '';
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const m = /^open (http:\/\/\S+)$/m.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', () => reject(new Error(`console exited before printing a URL: ${err}`)));
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) => child.once('exit', (code) => resolve({ code, stderr: err })));
  return { url, exit, kill: (s) => child.kill(s) };
}

describe('mcp-contract console (dist)', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it(`serves its own page from the bundle, logs in once, and stops cleanly on ${signal}`, async () => {
      const dir = tempDir('console-dist');
      await store(dir);
      const c = start(['--store', dir]);
      const login = new URL(await c.url);
      expect(login.hostname).toBe('127.0.0.1');
      const host = login.host;
      const first = await raw(login.href, 'GET', { host });
      expect(first.status).toBe(303);
      const cookie = String(first.headers['set-cookie']).split(';')[0];
      expect((await raw(login.href, 'GET', { host })).status).toBe(403);
      const state = JSON.parse((await raw(`${login.origin}/api/state`, 'GET', { host, cookie })).body) as { servers: Array<{ name: string; held: number }> };
      expect(state.servers.map((s) => [s.name, s.held])).toEqual([['notes', 1]]);
      for (const asset of ['main.js', 'views.js', 'style.css']) expect((await raw(`${login.origin}/app/${asset}`, 'GET', { host, cookie })).status).toBe(200);
      c.kill(signal);
      const { code, stderr } = await c.exit;
      expect([code, stderr]).toEqual([0, 'mcp-contract console: stopped\n']);
      await expect(raw(`${login.origin}/`, 'GET', { host })).rejects.toThrow(/ECONNREFUSED/);
    });

  it('refuses a non-loopback address and a missing store in one line each', async () => {
    const dir = tempDir('console-dist-refusals');
    await store(dir);
    const r = spawnSync(NODE, [CLI, 'console', '--store', dir, '--listen', '0.0.0.0:0'], { encoding: 'utf8' });
    expect([r.status, r.stderr]).toEqual([2, expect.stringMatching(/^mcp-contract console: --listen 0\.0\.0\.0: the console serves loopback only .*\n$/)]);
    const none = spawnSync(NODE, [CLI, 'console', '--store', path.join(dir, 'none')], { encoding: 'utf8' });
    expect([none.status, none.stderr.split('\n').length]).toEqual([2, 2]);
    expect(none.stderr).toMatch(/no guard store here yet/);
  });

  const asNobody = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv');
  (asNobody ? it : it.skip)('refuses to start on a store this user may not write (exit 5, one line)', async () => {
    // Outside the per-file temp directory, whose parents only root may enter: nobody must reach the store to be refused it.
    const dir = mkdtempSync('/tmp/mcp-contract-console-e2e-');
    try {
      await store(dir);
      chmodSync(dir, 0o755);
      const r = spawnSync('/usr/bin/setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', NODE, CLI, 'console', '--store', dir], { encoding: 'utf8' });
      expect([r.status, r.stdout]).toEqual([5, '']);
      expect(r.stderr).toMatch(/^mcp-contract console: .*: this user may not write the store directory, where every decision is written; run the console as the store's owner\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mcp-contract console --open (dist)', () => {
  it("hands the URL to the platform's opener and goes on serving", async () => {
    const dir = tempDir('console-dist-open');
    await store(dir);
    const bin = tempDir('console-dist-opener');
    const seen = path.join(bin, 'opened');
    writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > ${JSON.stringify(seen)}\n`, { mode: 0o755 });
    const c = start(['--store', dir, '--open'], { PATH: `${bin}:${process.env.PATH}` });
    const url = await c.url;
    await waitFor(() => existsSync(seen) && readFileSync(seen, 'utf8') === url, { what: 'the opener to be given the URL' });
    c.kill('SIGINT');
    expect((await c.exit).code).toBe(0);
  });
});

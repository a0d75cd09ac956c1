// `mcp-contract console` from the bundle (issue 46): the page, its scripts and stylesheet come out of dist/ (no file
// beside it, nothing from a CDN); it prints a URL whose token logs in once; Ctrl-C (SIGINT) and SIGTERM stop it
// cleanly; it refuses, in one line with its own exit code, to serve a store this user may not write or a non-loopback
// address.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/**
 * The user's browser, as the platform's opener on PATH (xdg-open): it records the command line it was given (what
 * every local user can read in /proc/PID/cmdline), waits for the test's go, then does what a browser does with the
 * file: reads it as its user, follows its refresh to the login link (a navigation from a file:// page, so
 * cross-site), keeps the cookie and loads the console's page with it.
 */
function browserStandIn(bin: string): { argv: string; go: string; result: string } {
  const argv = path.join(bin, 'argv.json');
  const go = path.join(bin, 'go');
  const result = path.join(bin, 'result.json');
  const script = `#!${NODE}
const fs = require('node:fs');
const http = require('node:http');
fs.writeFileSync(${JSON.stringify(argv)}, JSON.stringify(process.argv.slice(2)));
const until = Date.now() + 60000;
while (!fs.existsSync(${JSON.stringify(go)}) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
const html = fs.readFileSync(new URL(process.argv[2]), 'utf8');
const target = new URL(/http-equiv="refresh" content="0;url=([^"]+)"/.exec(html)[1]);
const nav = { host: target.host, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
http.get(target, { headers: nav }, (res) => {
  res.resume();
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0];
  http.get(new URL('/', target), { headers: { host: target.host, cookie, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } }, (page) => {
    page.resume();
    fs.writeFileSync(${JSON.stringify(result)}, JSON.stringify({ login: res.statusCode, page: page.statusCode }));
  });
});
`;
  writeFileSync(path.join(bin, 'xdg-open'), script, { mode: 0o755 });
  return { argv, go, result };
}

describe('mcp-contract console --open (dist)', () => {
  it('hands the opener a file only this user can read: its command line carries no secret, a reader of it cannot log in, the browser can', async () => {
    const dir = tempDir('console-dist-open');
    await store(dir);
    const bin = tempDir('console-dist-opener');
    const b = browserStandIn(bin);
    const c = start(['--store', dir, '--open'], { PATH: `${bin}:${process.env.PATH}` });
    const printed = new URL(await c.url);
    const token = printed.searchParams.get('token')!;
    await waitFor(() => existsSync(b.argv), { what: 'the opener to start' });
    const argv = JSON.parse(readFileSync(b.argv, 'utf8')) as string[];
    // What /proc shows every local user: a file's URL, no token.
    expect(argv).toHaveLength(1);
    expect(argv[0]).toMatch(/^file:\/\//);
    expect(argv.join(' ')).not.toContain(token);
    const file = fileURLToPath(argv[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    // A scanner that read the command line first: nothing in it logs in, and the link it names is unreadable to others.
    const host = printed.host;
    for (const guess of [...argv, file, path.basename(file), path.basename(path.dirname(file))]) {
      const r = await raw(`${printed.origin}/login?token=${encodeURIComponent(guess)}`, 'GET', { host, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
      expect([r.status, r.headers['set-cookie']]).toEqual([403, undefined]);
    }
    if (process.getuid?.() === 0 && existsSync('/usr/bin/setpriv')) {
      const other = spawnSync('/usr/bin/setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', '--', '/bin/cat', file], { encoding: 'utf8' });
      expect([other.status === 0, other.stdout]).toEqual([false, '']);
    }
    // The user's browser logs in, once; the file is gone after it.
    writeFileSync(b.go, '');
    await waitFor(() => existsSync(b.result), { what: 'the browser stand-in to log in' });
    expect(JSON.parse(readFileSync(b.result, 'utf8'))).toEqual({ login: 200, page: 200 });
    await waitFor(() => !existsSync(path.dirname(file)), { what: 'the login file to be removed once spent' });
    // The spent link says what happened and what to do.
    const spent = await raw(printed.href, 'GET', { host });
    expect(spent.status).toBe(403);
    expect(spent.body).toMatch(/used already\. If you did not open the console in a browser yourself, someone else may have: stop mcp-contract console \(Ctrl-C\) and start it again/);
    c.kill('SIGINT');
    expect((await c.exit).code).toBe(0);
  });

  it('a cross-site request other than the login navigation is still refused', async () => {
    const dir = tempDir('console-dist-cross');
    await store(dir);
    const c = start(['--store', dir]);
    const login = new URL(await c.url);
    const host = login.host;
    // A page of another site fetching the link (no navigation): refused, and the token is not spent.
    expect((await raw(login.href, 'GET', { host, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' })).status).toBe(403);
    expect((await raw(login.href, 'GET', { host })).status).toBe(303);
    c.kill('SIGINT');
    expect((await c.exit).code).toBe(0);
  });
});

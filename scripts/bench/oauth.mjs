// A remote server behind OAuth (issue 52): `snapshot` through a client_credentials grant against the same server with
// a static bearer token, same run, interleaved; and how many discovery documents one authorized capture fetches (one
// round per issuer per run). The server is the tests' loopback fixture (an SDK v2 resource server and its small
// authorization server).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

function start(root) {
  const child = spawn(process.execPath, [join(root, '__tests__', 'fixtures', 'oauth', 'protected.mjs')], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (c) => reject(new Error(`protected.mjs exited ${c}`)));
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening (\d+) (\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}/mcp`, as: `http://127.0.0.1:${m[2]}`, stop: () => child.kill('SIGKILL') });
    });
  });
}

function snapshotMs(cli, dir, env) {
  const t = performance.now();
  const r = spawnSync(process.execPath, [cli, 'snapshot', '-o', 'out.json'], { cwd: dir, env: { ...process.env, ...env }, stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`snapshot in ${dir} exited ${r.status}`);
  return performance.now() - t;
}

export async function oauthFigures(check, { root, CLI, work, median, ms, runs }) {
  const remote = await start(root);
  try {
    const secret = 'ci-secret-value-0001';
    const token = (await (await fetch(`${remote.as}/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`ci-client:${secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' })).json()).access_token;
    const oauthDir = join(work, 'oauth-grant');
    const bearerDir = join(work, 'oauth-bearer');
    for (const [dir, entry] of [[oauthDir, { url: remote.url, oauth: { clientId: 'ci-client', clientSecretEnv: 'BENCH_SECRET' } }], [bearerDir, { url: remote.url, headers: { Authorization: 'Bearer ${BENCH_TOKEN}' } }]]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { notes: entry } }));
    }
    const env = { CI: 'true', BENCH_SECRET: secret, BENCH_TOKEN: token };
    const before = await (await fetch(`${remote.as}/admin/discovery`)).json();
    snapshotMs(CLI, oauthDir, env);
    const after = await (await fetch(`${remote.as}/admin/discovery`)).json();
    const rounds = Object.keys(after).map((k) => (after[k] ?? 0) - (before[k] ?? 0));
    const a = [];
    const b = [];
    for (let i = 0; i < runs; i++) {
      if (i % 2 === 0) (a.push(snapshotMs(CLI, oauthDir, env)), b.push(snapshotMs(CLI, bearerDir, env)));
      else (b.push(snapshotMs(CLI, bearerDir, env)), a.push(snapshotMs(CLI, oauthDir, env)));
    }
    const ratio = median(a) / median(b);
    console.log(`snapshot behind OAuth (client_credentials)   ${ms(median(a))}   static bearer ${ms(median(b))}   ratio ${ratio.toFixed(2)} (${runs} interleaved)   discovery documents fetched per run: ${JSON.stringify(Object.fromEntries(Object.keys(after).map((k, i) => [k, rounds[i]])))}`);
    check(`capture behind OAuth within 1.2x the same server with a static bearer token (${ratio.toFixed(2)})`, ratio <= 1.2);
    check(`one round of discovery per issuer per run (${rounds.join(', ')})`, rounds.length === 2 && rounds.every((n) => n === 1));
  } finally {
    remote.stop();
  }
}

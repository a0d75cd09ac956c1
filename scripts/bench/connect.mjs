// Connecting through the guard (issue 55 item 2): what a client waits for before it can use a server, straight to the
// server and through `guard` (dist bundle), in the same run, interleaved rounds, the median of the rounds' ratios.
// - stdio: spawn to a complete tools/list (initialize, notifications/initialized, every page), server-everything;
// - a 2025 client in front of a dual-era HTTP server (fixtures/servers/dual-era.mjs, both eras on one URL): spawn of a
//   client process to its initialize answered, a bare HTTP client process straight to the URL against the guard
//   (`--url`, stdio face) answering the same initialize. Both sides start one Node process; the difference is the
//   guard's own start and its hop.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const INIT = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } };

/** A child's stdout as JSON-RPC lines: resolves the answer to id. */
function answers(child) {
  const waiting = new Map();
  let buf = '';
  child.stdout.on('data', (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i);
      buf = buf.slice(i + 1);
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        continue;
      }
      const w = waiting.get(msg.id);
      if (w && msg.method === undefined) {
        waiting.delete(msg.id);
        w(msg);
      }
    }
  });
  return (id) => new Promise((r) => waiting.set(id, r));
}

const send = (child, msg) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);

function ended(child) {
  return new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
}

/** The CPU time a live process has run so far (Linux schedstat, ns), in ms; undefined where there is none. */
function cpuMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

/** Spawn to a complete tools/list over stdio; the tools listed, and the CPU the process (not its children) spent. */
async function connectOnce(command, args) {
  const t = performance.now();
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const answer = answers(child);
  let id = 1;
  send(child, { id, method: 'initialize', params: INIT });
  const init = await answer(id);
  if (init.error) throw new Error(`initialize: ${init.error.message}`);
  send(child, { method: 'notifications/initialized' });
  let tools = 0;
  let cursor;
  do {
    send(child, { id: ++id, method: 'tools/list', params: cursor ? { cursor } : {} });
    const r = await answer(id);
    if (r.error) throw new Error(`tools/list: ${r.error.message}`);
    tools += r.result.tools.length;
    cursor = r.result.nextCursor;
  } while (cursor);
  const ms = performance.now() - t;
  const cpu = cpuMs(child.pid);
  child.stdin.end();
  child.kill('SIGTERM');
  await ended(child);
  return { ms, tools, cpu };
}

/** A client process that sends one 2025 initialize to url and exits when it is answered (prints the status). */
const HTTP_CLIENT = `
const r = await fetch(process.argv[1], { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: ${JSON.stringify(INIT)} }) });
const text = await r.text();
process.stdout.write(r.status === 200 && text.includes('"result"') ? 'ok\\n' : 'failed ' + r.status + '\\n');
`;

async function httpInitOnce(url) {
  const t = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', HTTP_CLIENT, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await ended(child);
  if (!out.startsWith('ok')) throw new Error(`the direct initialize failed: ${out.trim()}`);
  return performance.now() - t;
}

async function guardInitOnce(args) {
  const t = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const answer = answers(child);
  send(child, { id: 1, method: 'initialize', params: INIT });
  const r = await answer(1);
  const ms = performance.now() - t;
  if (r.error) throw new Error(`initialize through the guard: ${r.error.message}`);
  child.stdin.end();
  child.kill('SIGTERM');
  await ended(child);
  return ms;
}

function startDualEra(script) {
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('error', reject);
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}/mcp`, stop: () => child.kill('SIGKILL') });
    });
  });
}

/** Each round runs every side once, starting from a side one further on than the round before (interleaved rounds). */
async function rounds(n, sides) {
  const out = [];
  for (let r = -1; r < n; r++) {
    const row = {};
    for (let i = 0; i < sides.length; i++) {
      const side = sides[(i + r + sides.length) % sides.length];
      row[side.name] = await side.run();
    }
    if (r >= 0) out.push(row);
  }
  return out;
}

/**
 * ctx: { CLI, EVERYTHING, DUAL_ERA, work, median, ms, rounds, before }. Rounds alternate which side goes first, after
 * one unrecorded round (the page cache, the guard's store written once, as on a user's second start). `before`
 * (BENCH_BEFORE: another bundle's cli/index.js, e.g. main's) runs as a third side in the same rounds, so a change is
 * measured against the code it replaces under the same load.
 */
export async function connectFigures(ctx, check) {
  const dir = join(ctx.work, `connect-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const upstream = [process.execPath, ctx.EVERYTHING, 'stdio'];
  const approved = join(dir, 'everything.json');
  execFileSync(process.execPath, [ctx.CLI, 'snapshot', '--out', approved, '--name', 'everything', '--', ...upstream], { stdio: 'ignore' });
  const guards = [['guard', ctx.CLI], ...(ctx.before ? [['before', ctx.before]] : [])];
  const guardArgs = (cli, store) => [cli, 'guard', '--approved', approved, '--store', join(dir, store), '--interval', '0', '--', ...upstream];
  const sides = [{ name: 'direct', run: () => connectOnce(upstream[0], upstream.slice(1)) }, ...guards.map(([name, cli]) => ({ name, run: () => connectOnce(process.execPath, guardArgs(cli, `store-${name}`)) }))];
  const stdio = await rounds(ctx.rounds, sides);
  for (const row of stdio) for (const [name] of guards) if (row[name].tools !== row.direct.tools) throw new Error(`the ${name} guard published ${row[name].tools} of ${row.direct.tools} tools`);
  const med = (name) => ctx.median(stdio.map((x) => x[name].ms));
  const ratioOf = (name) => ctx.median(stdio.map((x) => x[name].ms / x.direct.ms));
  const ratio = ratioOf('guard');
  // The guard process's own CPU up to the answer (its upstream apart): what load on the machine does not change.
  const cpu = (name) => (stdio.every((x) => x[name].cpu !== undefined) ? ctx.median(stdio.map((x) => x[name].cpu)) : undefined);
  const cpuNote = (name) => (cpu(name) === undefined ? '' : `, its process's CPU ${ctx.ms(cpu(name))}`);
  const beforeNote = ctx.before ? `   before ${ctx.ms(med('before'))} (ratio ${ratioOf('before').toFixed(2)}x${cpuNote('before')}; this guard / before ${ctx.median(stdio.map((x) => x.guard.ms / x.before.ms)).toFixed(2)}x)` : '';
  console.log(
    `connect through the guard (stdio, server-everything: spawn to a complete tools/list, ${ctx.rounds} rounds)   direct ${ctx.ms(med('direct'))}${cpu('direct') === undefined ? '' : ` (the server's CPU ${ctx.ms(cpu('direct'))})`}   through guard ${ctx.ms(med('guard'))}${cpu('guard') === undefined ? '' : ` (its process's CPU ${ctx.ms(cpu('guard'))})`}   ratio ${ratio.toFixed(2)}x (median of round ratios)${beforeNote}${ctx.loadavg ? `   load ${ctx.loadavg()}` : ''}`,
  );
  check(`connect through the guard at most 1.5x direct (${ratio.toFixed(2)}x)`, ratio <= 1.5);

  const up = await startDualEra(ctx.DUAL_ERA);
  try {
    const dual = join(dir, 'dual.json');
    execFileSync(process.execPath, [ctx.CLI, 'snapshot', '--out', dual, '--name', 'dual', '--url', up.url], { stdio: 'ignore' });
    const args = (cli, store) => [cli, 'guard', '--approved', dual, '--store', join(dir, store), '--interval', '0', '--url', up.url];
    const http = await rounds(ctx.rounds, [{ name: 'direct', run: () => httpInitOnce(up.url) }, ...guards.map(([name, cli]) => ({ name, run: () => guardInitOnce(args(cli, `store-${name}`)) }))]);
    const added = (name) => ctx.median(http.map((x) => x[name] - x.direct));
    const note = ctx.before ? `   before ${ctx.ms(ctx.median(http.map((x) => x.before)))} (added ${ctx.ms(added('before'))})` : '';
    console.log(
      `2025 initialize in front of a dual-era HTTP server (a client process's start to its answer, ${ctx.rounds} rounds)   direct ${ctx.ms(ctx.median(http.map((x) => x.direct)))}   through guard ${ctx.ms(ctx.median(http.map((x) => x.guard)))}   added ${ctx.ms(added('guard'))} (median of round differences), ratio ${ctx.median(http.map((x) => x.guard / x.direct)).toFixed(2)}x${note}${ctx.loadavg ? `   load ${ctx.loadavg()}` : ''}`,
    );
    check(`a 2025 initialize through the guard in front of a dual-era server at most direct + 100 ms (+${ctx.ms(added('guard'))})`, added('guard') <= 100);
  } finally {
    up.stop();
  }
}

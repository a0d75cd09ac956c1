// Connecting through the guard (issue 55 item 2): what a client waits for before it can use a server, straight to the
// server and through `guard` (dist bundle), in the same run, interleaved rounds, the median of the rounds' ratios.
// - stdio: spawn to a complete tools/list (initialize, notifications/initialized, every page), server-everything;
// - a 2025 client in front of a dual-era HTTP server (fixtures/servers/dual-era.mjs, both eras on one URL): spawn of a
//   client process to its initialize answered, a bare HTTP client process straight to the URL against the guard
//   (`--url`, stdio face) answering the same initialize. Both sides start one Node process; the difference is the
//   guard's own start and its hop.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
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

/** Spawn to a complete tools/list over stdio; the tools listed. */
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
  child.stdin.end();
  child.kill('SIGTERM');
  await ended(child);
  return { ms, tools };
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

/**
 * ctx: { CLI, EVERYTHING, DUAL_ERA, work, median, ms, rounds }. Rounds alternate which side goes first, after one
 * unrecorded round each (the page cache, the guard's store written once, as on a user's second start).
 */
export async function connectFigures(ctx, check) {
  const dir = join(ctx.work, `connect-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rounds = ctx.rounds;
  const upstream = [process.execPath, ctx.EVERYTHING, 'stdio'];
  const approved = join(dir, 'everything.json');
  execFileSync(process.execPath, [ctx.CLI, 'snapshot', '--out', approved, '--name', 'everything', '--', ...upstream], { stdio: 'ignore' });
  const guarded = [ctx.CLI, 'guard', '--approved', approved, '--store', join(dir, 'store'), '--interval', '0', '--', ...upstream];
  const stdio = [];
  for (let r = -1; r < rounds; r++) {
    const pair = r % 2 === 0 ? [() => connectOnce(upstream[0], upstream.slice(1)), () => connectOnce(process.execPath, guarded)] : [() => connectOnce(process.execPath, guarded), () => connectOnce(upstream[0], upstream.slice(1))];
    const [a, b] = [await pair[0](), await pair[1]()];
    const [direct, guard] = r % 2 === 0 ? [a, b] : [b, a];
    if (guard.tools !== direct.tools) throw new Error(`the guard published ${guard.tools} of ${direct.tools} tools`);
    if (r >= 0) stdio.push({ direct: direct.ms, guard: guard.ms });
  }
  const ratio = ctx.median(stdio.map((x) => x.guard / x.direct));
  console.log(
    `connect through the guard (stdio, server-everything: spawn to a complete tools/list, ${rounds} rounds)   direct ${ctx.ms(ctx.median(stdio.map((x) => x.direct)))}   through guard ${ctx.ms(ctx.median(stdio.map((x) => x.guard)))}   ratio ${ratio.toFixed(2)}x (median of round ratios)`,
  );
  check(`connect through the guard at most 1.5x direct (${ratio.toFixed(2)}x)`, ratio <= 1.5);

  const up = await startDualEra(ctx.DUAL_ERA);
  try {
    const dual = join(dir, 'dual.json');
    execFileSync(process.execPath, [ctx.CLI, 'snapshot', '--out', dual, '--name', 'dual', '--url', up.url], { stdio: 'ignore' });
    const args = [ctx.CLI, 'guard', '--approved', dual, '--store', join(dir, 'store'), '--interval', '0', '--url', up.url];
    const http = [];
    for (let r = -1; r < rounds; r++) {
      const first = r % 2 === 0;
      const a = first ? await httpInitOnce(up.url) : await guardInitOnce(args);
      const b = first ? await guardInitOnce(args) : await httpInitOnce(up.url);
      if (r >= 0) http.push(first ? { direct: a, guard: b } : { direct: b, guard: a });
    }
    const added = ctx.median(http.map((x) => x.guard - x.direct));
    console.log(
      `2025 initialize in front of a dual-era HTTP server (a client process's start to its answer, ${rounds} rounds)   direct ${ctx.ms(ctx.median(http.map((x) => x.direct)))}   through guard ${ctx.ms(ctx.median(http.map((x) => x.guard)))}   added ${ctx.ms(added)} (median of round differences), ratio ${ctx.median(http.map((x) => x.guard / x.direct)).toFixed(2)}x`,
    );
    check(`a 2025 initialize through the guard in front of a dual-era server at most direct + 100 ms (+${ctx.ms(added)})`, added <= 100);
  } finally {
    up.stop();
  }
}

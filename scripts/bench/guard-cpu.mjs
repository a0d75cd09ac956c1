// The guard's CPU per forwarded call (issue 55 item 2): the same small tools/call sent N times straight to a server and
// N times through the guard in front of the same server, in alternating rounds (ABBA), each process's CPU read from
// the kernel (the schedstat run time of every thread, in ns) before and after. The figure is the guard's CPU per call
// against the server's own per call in the same round; the row is the median of the round ratios. BENCH_ONLY=guardcpu.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUNDS = 12;
const CALLS = 300;
// Warm-up calls per side before the rounds (BENCH_GUARD_WARMUP): the server's own cost per call keeps falling well past
// 300 calls (about 80 µs after 300, 30 to 50 µs after 1,500 on this machine) while a relay's falls less, so a short
// warm-up flatters every hop's ratio; a guard runs all day, so the steady state is the one that counts.
const WARMUP = Number(process.env.BENCH_GUARD_WARMUP ?? 1500);

/** CPU time of one process so far (every live thread's run time), in ms; 0 once it is gone. */
function cpuMs(pid) {
  let ns = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended between the listing and the read
      }
    }
  } catch {
    return 0;
  }
  return ns / 1e6;
}

/** Every descendant of pid (the guard's upstream server, and anything it started). */
function descendants(pid) {
  const out = [];
  let kids = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) kids.push(...readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    kids = [];
  }
  for (const k of kids) out.push(k, ...descendants(k));
  return out;
}

const sum = (pids) => pids.reduce((a, p) => a + cpuMs(p), 0);

async function calls(client, n) {
  for (let i = 0; i < n; i++) await client.request('tools/call', { name: 'echo', arguments: { text: `call ${i}` } });
}

/** CPU per call (ms) of a hop and of the server behind it, over CALLS calls. */
async function measureHop(client) {
  const pids = [client.child.pid, ...descendants(client.child.pid)];
  const before = pids.map(cpuMs);
  await calls(client, CALLS);
  const per = pids.map((p, i) => (cpuMs(p) - before[i]) / CALLS);
  return { hop: per[0], behind: per.slice(1).reduce((a, x) => a + x, 0) };
}

/** One round: the direct server's CPU per call, the guard's and its server's, the bare relay's and its server's. */
async function round(sides, order) {
  const out = {};
  for (const name of order) {
    if (name === 'direct') out.server = (await measureHop(sides.direct)).hop;
    else out[name] = await measureHop(sides[name]);
  }
  return out;
}

export async function guardCpuFigures(ctx, check) {
  const { RawClient, CLI, approvedSnapshot, work, median, loadavg } = ctx;
  const server = [process.execPath, join(import.meta.dirname, 'echo-server.mjs')];
  const store = join(work, `store-guardcpu-${process.pid}-${Date.now()}`);
  // The guard as a user starts it: its defaults (--max-age 5, the audit log on, the 5-minute interval).
  const guardArgs = [CLI, 'guard', '--approved', approvedSnapshot('bench-guardcpu', server), '--store', store, '--', ...server];
  const sides = {
    direct: await new RawClient(server[0], server.slice(1)).open(),
    guard: await new RawClient(process.execPath, guardArgs).open(),
    relay: await new RawClient(process.execPath, [join(import.meta.dirname, 'relay.mjs'), ...server]).open(),
  };
  // BENCH_GUARD_BEFORE=<another build's cli/index.js>: that guard measured beside this one in the same rounds.
  const before = process.env.BENCH_GUARD_BEFORE;
  if (before) sides.before = await new RawClient(process.execPath, [before, ...guardArgs.slice(1, -server.length - 1).map((a) => (a === store ? `${store}-before` : a)), '--', ...server]).open();
  // Warmed up every way: the JIT, the audit log's lock and files, the first capture.
  for (const c of Object.values(sides)) await calls(c, WARMUP);
  const rounds = [];
  const orders = [['direct', 'guard', 'relay', 'before'], ['before', 'relay', 'guard', 'direct'], ['guard', 'before', 'relay', 'direct'], ['direct', 'relay', 'before', 'guard']].map((o) => o.filter((n) => n in sides));
  for (let r = 0; r < ROUNDS; r++) rounds.push(await round(sides, orders[r % orders.length]));
  await Promise.all(Object.values(sides).map((c) => c.close()));
  const med = (f) => median(rounds.map(f));
  const ratio = med((r) => r.guard.hop / r.server);
  const total = med((r) => (r.guard.hop + r.guard.behind) / r.server);
  const relay = med((r) => r.relay.hop / r.server);
  const us = (ms) => `${(ms * 1000).toFixed(0)} µs`;
  console.log(
    `guard CPU per small tools/call (${ROUNDS} rounds x ${CALLS} calls after ${WARMUP} warm-up calls a side, one at a time, SDK echo server, guard defaults)   server alone ${us(med((r) => r.server))}   guard ${us(med((r) => r.guard.hop))} (its server ${us(med((r) => r.guard.behind))})   bare Node relay ${us(med((r) => r.relay.hop))} (its server ${us(med((r) => r.relay.behind))})   guard/server ${ratio.toFixed(2)}   (guard + server)/server ${total.toFixed(2)}   relay/server ${relay.toFixed(2)}   guard/relay ${med((r) => r.guard.hop / r.relay.hop).toFixed(2)}   (medians of round ratios; load ${loadavg()})`,
  );
  if (before) console.log(`  the guard built from ${before}, in the same rounds: ${us(med((r) => r.before.hop))} per call, guard/server ${med((r) => r.before.hop / r.server).toFixed(2)}; this guard / that one ${med((r) => r.guard.hop / r.before.hop).toFixed(2)}`);
  check(`guard CPU per small call at most 0.5x the server's own (${ratio.toFixed(2)})`, ratio <= 0.5);
  check(`guard + server CPU per small call at most 1.5x the server alone (${total.toFixed(2)})`, total <= 1.5);
}

// The gateway (issue 27 item 6): one `guard --config` in front of 10 upstreams of 50 tools each, against the one-server
// guard in front of one of them, measured in the same run: peak RSS of the guard process itself, added latency per
// tools/call (p50, p99, interleaved blocks), and start-up to a complete tools/list against the upstreams' own start.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const UPSTREAMS = 10;
const TOOLS = 50;
/** How often the churning member rewrites its tools (each rewrite re-lists and re-classifies all 50). */
const CHURN_MS = 250;
/** The fewest rewrites the churn row's calls must overlap (2% of 2,000 calls: twice what a p99 can hide). */
const MIN_FLIPS = 40;

function surfaces(ctx, dir) {
  const echo = { name: 'echo', description: 'Echo.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
  return Array.from({ length: UPSTREAMS }, (_, s) => {
    const file = join(dir, `s${s}.surface.json`);
    const tools = [echo, ...Array.from({ length: TOOLS - 1 }, (_, i) => ctx.realisticTool(i))];
    writeFileSync(file, JSON.stringify({ serverInfo: { name: `s${s}`, version: '1.0.0' }, tools }));
    return { name: `s${s}`, upstream: [process.execPath, ctx.SHIFTING, file, `--pidfile=${join(dir, `s${s}.pid`)}`] };
  });
}

function approveAll(ctx, dir, servers) {
  mkdirSync(join(dir, 'approved'), { recursive: true });
  for (const s of servers) execFileSync(process.execPath, [ctx.CLI, 'snapshot', '--out', join(dir, 'approved', `${s.name}.json`), '--name', s.name, '--', ...s.upstream], { stdio: 'ignore' });
  const config = join(dir, 'claude_desktop_config.json');
  writeFileSync(config, JSON.stringify({ mcpServers: Object.fromEntries(servers.map((s) => [s.name, { command: s.upstream[0], args: s.upstream.slice(1) }])) }));
  return config;
}

let stores = 0;
const single = (ctx, dir, s) => [ctx.CLI, 'guard', '--approved', join(dir, 'approved', `${s.name}.json`), '--store', join(dir, `store-${stores++}`), '--interval', '0', '--', ...s.upstream];
const gatewayArgs = (ctx, dir, config) => [ctx.CLI, 'guard', '--config', config, '--approved-dir', join(dir, 'approved'), '--store', join(dir, `store-${stores++}`), '--interval', '0'];

async function listAll(client) {
  let n = 0;
  let cursor;
  do {
    const r = await client.request('tools/list', cursor ? { cursor } : {});
    n += r.tools.length;
    cursor = r.nextCursor;
  } while (cursor);
  return n;
}

/** Time from spawn to a tools/list holding every expected tool (the gateway answers once its upstreams are verified). */
async function startToList(ctx, command, args, expected) {
  const t = performance.now();
  const client = await new ctx.RawClient(command, args).open();
  let listed = await listAll(client);
  while (listed < expected) {
    await new Promise((r) => setTimeout(r, 5));
    listed = await listAll(client);
  }
  return { ms: performance.now() - t, client };
}

const peakKb = (client) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${client.child.pid}/status`, 'utf8'))?.[1] ?? NaN);

async function latency(ctx, a, b, aTool, bTool) {
  const call = async (c, name) => {
    const t = performance.now();
    await c.request('tools/call', { name, arguments: { text: 'x' } });
    return performance.now() - t;
  };
  for (let i = 0; i < 300; i++) {
    await call(a, aTool);
    await call(b, bTool);
  }
  const x = [];
  const y = [];
  for (let block = 0; block < 20; block++) {
    for (let i = 0; i < 100; i++) x.push(await call(a, aTool));
    for (let i = 0; i < 100; i++) y.push(await call(b, bTool));
  }
  const p = (xs, q) => ctx.percentile(xs, q);
  return { n: x.length, a: { p50: p(x, 50), p99: p(x, 99) }, b: { p50: p(y, 50), p99: p(y, 99) } };
}

/**
 * Another member's calls while one member churns (issue 50 item 8): s0 rewrites every description as 16 KB of `*` and
 * back, telling the gateway each time (list_changed, so each tool is classified again), while s1's echo is called in
 * a loop. The figure is s1's p99 during the churn; the bound is absolute because it is what a client feels.
 */
async function churnLatency(ctx, dir, servers, config) {
  const s0 = servers[0];
  const file = s0.upstream[2];
  const honest = readFileSync(file, 'utf8');
  const stars = JSON.stringify({ ...JSON.parse(honest), tools: JSON.parse(honest).tools.map((t, i) => ({ ...t, description: `${'*'.repeat(16_384)}${i}` })) });
  const gw = await startToList(ctx, process.execPath, gatewayArgs(ctx, dir, config), UPSTREAMS * TOOLS);
  const pidOf = () => Number(readFileSync(join(dir, 's0.pid'), 'utf8').split('\n')[0]);
  let churning = true;
  let flips = 0;
  const churn = (async () => {
    while (churning) {
      writeFileSync(file, flips % 2 === 0 ? stars : honest);
      process.kill(pidOf(), 'SIGHUP');
      flips++;
      await new Promise((r) => setTimeout(r, CHURN_MS));
    }
  })();
  const times = [];
  try {
    // At least MIN_FLIPS rewrites fall among the calls: with fewer than 1% of the calls behind a rewrite, the p99
    // would not see the rewrites at all, and how many happen depends on how fast the calls go.
    for (let i = 0; i < 2000 || flips < MIN_FLIPS; i++) {
      const t = performance.now();
      await gw.client.request('tools/call', { name: 's1__echo', arguments: { text: 'x' } });
      times.push(performance.now() - t);
    }
  } finally {
    churning = false;
    await churn;
    writeFileSync(file, honest);
    await gw.client.close();
  }
  return { n: times.length, flips, p50: ctx.percentile(times, 50), p99: ctx.percentile(times, 99), max: Math.max(...times) };
}

export async function gatewayFigures(ctx, check) {
  const dir = join(ctx.work, `gateway-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    const servers = surfaces(ctx, dir);
    const config = approveAll(ctx, dir, servers);
    const runs = 3;
    const rows = [];
    for (let r = 0; r < runs; r++) {
      // The upstreams' own start, all ten at once as the gateway starts them: the slowest to a complete tools/list.
      const own = await Promise.all(servers.map((s) => startToList(ctx, s.upstream[0], s.upstream.slice(1), TOOLS)));
      const slowest = Math.max(...own.map((o) => o.ms));
      await Promise.all(own.map((o) => o.client.close()));
      const one = await startToList(ctx, process.execPath, single(ctx, dir, servers[0]), TOOLS);
      const gw = await startToList(ctx, process.execPath, gatewayArgs(ctx, dir, config), UPSTREAMS * TOOLS);
      rows.push({ slowest, oneStart: one.ms, gwStart: gw.ms, onePeak: peakKb(one.client), gwPeak: peakKb(gw.client), one: one.client, gw: gw.client });
      if (r < runs - 1) await Promise.all([one.client.close(), gw.client.close()]);
    }
    const last = rows[rows.length - 1];
    const lat = await latency(ctx, last.one, last.gw, 'echo', 's0__echo');
    await Promise.all([last.one.close(), last.gw.close()]);
    const med = (key) => ctx.median(rows.map((x) => x[key]));
    const rss = med('gwPeak') / med('onePeak');
    const start = ctx.median(rows.map((x) => x.gwStart / x.slowest));
    const r50 = lat.b.p50 / lat.a.p50;
    const r99 = lat.b.p99 / lat.a.p99;
    const { ms, mb } = ctx;
    console.log(
      `gateway, ${UPSTREAMS} upstreams x ${TOOLS} tools   peak RSS ${mb(med('gwPeak'))} vs one-server guard ${mb(med('onePeak'))} (ratio ${rss.toFixed(2)}, median of ${runs})   tools/call (${lat.n} each) p50 ${ms(lat.b.p50)} vs ${ms(lat.a.p50)} (${r50.toFixed(2)}x), p99 ${ms(lat.b.p99)} vs ${ms(lat.a.p99)} (${r99.toFixed(2)}x)   start to a complete tools/list ${ms(med('gwStart'))} vs the slowest of the ${UPSTREAMS} upstreams started at once ${ms(med('slowest'))} (${start.toFixed(2)}x); one-server guard ${ms(med('oneStart'))}`,
    );
    check(`gateway over ${UPSTREAMS} upstreams peaks at most 1.5x the RSS of a one-server guard (${rss.toFixed(2)})`, rss <= 1.5);
    check(`gateway tools/call p50 at most 1.2x the one-server guard's (${r50.toFixed(2)})`, r50 <= 1.2);
    check(`gateway tools/call p99 at most 1.2x the one-server guard's (${r99.toFixed(2)})`, r99 <= 1.2);
    check(`gateway start-up at most 1.2x the slowest upstream's own start (${start.toFixed(2)})`, start <= 1.2);
    const churn = await churnLatency(ctx, dir, servers, config);
    console.log(`gateway, s0 churning (${churn.flips} rewrites of every description as 16 KB of \`*\` and back)   s1 tools/call (${churn.n}) p50 ${ms(churn.p50)}, p99 ${ms(churn.p99)}, max ${ms(churn.max)}`);
    check(`another member's tools/call p99 under 100 ms while one member churns (${ms(churn.p99)})`, churn.p99 < 100);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

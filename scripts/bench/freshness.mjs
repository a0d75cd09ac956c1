// The freshness bound's cost per re-capture (issue 55 item 2, BENCH_ONLY=freshness): with the default --max-age 5 a
// guard in front of a 1,000-tool server re-captures every 5 s while calls come. What the guard does with an unchanged
// list after listing it (Publication.observe: a digest comparison and a stat) against what it did before (a reconcile
// of the whole store under its lock: read, judge, serialize, digest), forced in the same process by touching the store
// file between rounds; and against listing the 1,000 tools itself (listSurface over the live session), the floor of a
// re-capture. In-process over the compiled sources, alternating rounds, medians of per-round ratios.
import { mkdirSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROUNDS = 15;

export async function freshnessFigures(ctx, check) {
  const { captureServer, planSurface, openSession, listSurface } = await ctx.load('src/capture/capture.js');
  const { openGuard } = await ctx.load('src/guard/service.js');
  const { storeFile } = await ctx.load('src/guard/store.js');
  const { DEFAULT_GUARD_POLICY } = await ctx.load('src/core/approval/approval.js');
  const dir = join(ctx.work, `freshness-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = { command: process.execPath, args: [ctx.CATALOG, ctx.catalogFile(1000)] };
  const approved = await captureServer('bench-fresh', server, { baseDir: dir, env: {} });
  const plan = planSurface('bench-fresh', server, 'default', {}, { baseDir: dir, env: { PATH: process.env.PATH }, log: () => undefined });
  const storePath = storeFile(join(dir, 'store'), 'bench-fresh');
  const guard = await openGuard({
    approved, surface: 'default', storePath, policy: DEFAULT_GUARD_POLICY, config: {}, plan,
    now: () => new Date(), log: () => undefined, version: '0.0.0-bench', intervalMs: 0, requestTimeoutMs: 30_000, maxAgeMs: 5_000, approveHint: () => '',
  });
  const session = await openSession(plan, () => undefined, () => undefined);
  const capture = async () => ({ format: approved.format, server: approved.server, surfaces: { default: await listSurface(session, plan) } });
  const timed = async (fn) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  // Warmed up: the first observe reconciles and writes the store.
  for (let i = 0; i < 3; i++) await guard.publication.observe(await capture());
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const live = await capture();
    const list = await timed(async () => capture());
    const touch = () => {
      const now = new Date();
      utimesSync(storePath, now, now);
    };
    const sides = {};
    for (const side of r % 2 ? ['skip', 'reconcile'] : ['reconcile', 'skip']) {
      if (side === 'reconcile') touch();
      sides[side] = await timed(() => guard.publication.observe(live));
    }
    rounds.push({ list, ...sides });
  }
  await session.close();
  guard.close();
  rmSync(dir, { recursive: true, force: true });
  const med = (f) => ctx.median(rounds.map(f));
  const skipVsReconcile = med((r) => r.skip / r.reconcile);
  const skipVsList = med((r) => r.skip / r.list);
  console.log(
    `re-capture of an unchanged 1,000-tool list (${ROUNDS} rounds)   listing it ${ctx.ms(med((r) => r.list))}   then judging it: unchanged (digest + stat) ${ctx.ms(med((r) => r.skip))}, reconciled as before ${ctx.ms(med((r) => r.reconcile))}   judging/reconcile ${skipVsReconcile.toFixed(3)}   judging/listing ${skipVsList.toFixed(3)}   (medians of round ratios; load ${ctx.loadavg()})`,
  );
  check(`an unchanged re-capture is judged in under 5 % of its listing (${skipVsList.toFixed(3)})`, skipVsList < 0.05);
}

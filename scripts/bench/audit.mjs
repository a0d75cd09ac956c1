// The audit log (issue 45 item 5): the guard's p99 per tools/call at 1,000 calls/s with every call recorded (each
// one written to the log file, chained, before it is forwarded) against the same guard with its call hook off, in the
// same run, interleaved in blocks. In-process over the compiled sources (.tmp/bench-build), the shifting fixture as
// upstream.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const RATE = 1000;
// Short blocks, alternated: a stall of the machine (another process, a disk flush) lands on both sides alike.
const BLOCK = 250;
const BLOCKS = 40;

/** BLOCK calls sent open-loop at RATE per second (each tick sends the calls that are due); each call's latency. */
async function paced(client) {
  const out = [];
  const pending = [];
  const start = performance.now();
  let sent = 0;
  while (sent < BLOCK) {
    const due = Math.min(BLOCK, Math.floor(((performance.now() - start) * RATE) / 1000) + 1);
    for (; sent < due; sent++) {
      const t = performance.now();
      pending.push(client.callTool({ name: 'echo', arguments: { text: 'x' } }).then(() => out.push(performance.now() - t)));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  return { latencies: out, seconds: (performance.now() - start) / 1000 };
}

export async function auditFigures(ctx, check) {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
  const { captureServer, planSurface } = await ctx.load('src/capture/capture.js');
  const { openGuard } = await ctx.load('src/guard/service.js');
  const { storeFile } = await ctx.load('src/guard/store.js');
  const { DEFAULT_GUARD_POLICY } = await ctx.load('src/core/approval/approval.js');
  const dir = join(ctx.work, `audit-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const surface = join(dir, 'surface.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(surface, JSON.stringify({ tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }] }));
  const server = { command: process.execPath, args: [ctx.SHIFTING, surface] };
  const approved = await captureServer('bench-audit', server, { baseDir: dir, env: {} });
  const store = join(dir, 'store');
  const plan = planSurface('bench-audit', server, 'default', {}, { baseDir: dir, env: { PATH: process.env.PATH }, log: () => undefined });
  const guard = await openGuard({
    approved, surface: 'default', storePath: storeFile(store, 'bench-audit'), policy: DEFAULT_GUARD_POLICY, config: {}, plan,
    now: () => new Date(), log: () => undefined, version: '0.0.0-bench', intervalMs: 0, requestTimeoutMs: 30_000, maxAgeMs: 3_600_000, approveHint: () => '',
  });
  const session = guard.newSession();
  const [down, up] = InMemoryTransport.createLinkedPair();
  await session.connect(up);
  const client = new Client({ name: 'bench-audit', version: '0' }, { capabilities: {} });
  await client.connect(down);
  const hook = guard.deps.audit;
  // Warmed up both ways (the JIT, the lock and files taken), so neither side's first block pays for it.
  for (const on of [hook, undefined, hook]) {
    guard.deps.audit = on;
    for (let i = 0; i < 1000; i++) await client.callTool({ name: 'echo', arguments: { text: 'x' } });
  }
  const on = [];
  const off = [];
  let seconds = 0;
  for (let b = 0; b < BLOCKS; b++) {
    // The hook off is the guard as it was before the audit trail; on, every call is written before it is forwarded.
    // ABBA order: a drift across the run (the host's load) weighs on both sides alike.
    const recorded = [0, 3].includes(b % 4);
    guard.deps.audit = recorded ? hook : undefined;
    const r = await paced(client);
    (recorded ? on : off).push(...r.latencies);
    seconds += r.seconds;
  }
  guard.deps.audit = hook;
  await client.close();
  await session.close();
  guard.close();
  const records = readFileSync(join(store, 'audit', 'audit.jsonl'), 'utf8').split('\n').filter(Boolean).length;
  const p = (xs, q) => ctx.percentile(xs, q);
  const ratio = p(on, 99) / p(off, 99);
  console.log(
    `audit log at ${RATE} calls/s (${on.length + off.length} calls, ${((on.length + off.length) / seconds).toFixed(0)} calls/s achieved, ${records} records written)   recorded p50 ${ctx.ms(p(on, 50))} p99 ${ctx.ms(p(on, 99))}   unrecorded p50 ${ctx.ms(p(off, 50))} p99 ${ctx.ms(p(off, 99))}   p99 ratio ${ratio.toFixed(2)}`,
  );
  check(`audit writes at ${RATE} calls/s move the guard's p99 by under 20 % (ratio ${ratio.toFixed(2)})`, ratio < 1.2);
  rmSync(dir, { recursive: true, force: true });
}

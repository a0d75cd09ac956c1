// `npm run bench` figures for the library in a test runner (BENCH_ONLY=library, issue 29): an unchanged 20-tool
// in-process McpServer checked by the matcher's own function (read the committed snapshot, capture, compare), against
// the SDK's own client listing the same server over the SDK's in-memory transport, per SDK generation. Two figures,
// each interleaved (A B B A ...) so both medians come from the same seconds: the first check in a fresh process (what
// one test file pays: modules loaded, nothing compiled yet, the server's first tools/list included on both sides),
// and repeated checks in one process, after a warm-up of both sides. Targets on both: at most 200 ms a check, at most 1.2x the SDK client.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const TOOLS = 20;
const ROUNDS = 61;
/** Rounds of each side run first and not recorded: the repeated figure is the steady state, both sides compiled. */
const WARM_UP = 20;
const COLD_PAIRS = 9;

/** The SDK client of each generation, and its in-memory transport pair. */
async function sdkClient(sdk) {
  if (sdk === 'v1') {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
    return { Client, InMemoryTransport };
  }
  const { Client, InMemoryTransport } = await import('@modelcontextprotocol/client');
  return { Client, InMemoryTransport };
}

/** The baseline: connect the SDK client to the server in memory, list every tool page, close. */
async function listWithSdk({ Client, InMemoryTransport }, server) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'bare', version: '0' });
  await client.connect(clientSide);
  let count = 0;
  let cursor;
  do {
    const page = await client.listTools(cursor ? { cursor } : {});
    count += page.tools.length;
    cursor = page.nextCursor;
  } while (cursor);
  await client.close();
  return count;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Worker side (a fresh process per SDK generation): the first of each in the process, then interleaved rounds. */
export async function libraryWorker(ctx, sdk) {
  const { matchMcpContract } = await ctx.load('src/testing/matchers.js');
  const { captureServer, writeSnapshot } = await ctx.load('src/api/index.js');
  const fixture = await import(pathToFileURL(join(ctx.root, '__tests__', 'fixtures', 'servers', 'notes-sdk.mjs')).href);
  const make = sdk === 'v1' ? fixture.notesServerV1 : fixture.notesServerV2;
  const server = make(fixture.toolNames(TOOLS));
  const client = await sdkClient(sdk);
  const dir = join(ctx.work, `library-${sdk}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'notes.json');
  try {
    await writeSnapshot(file, await captureServer(server, { name: 'notes' }));
    // In CI mode: a check that would write anything is a failure of the bench, not a figure.
    const context = { snapshotState: { _updateSnapshot: 'none' } };
    const ours = [];
    const bare = [];
    const oursCpu = [];
    const bareCpu = [];
    // Wall time, and this process's CPU time, which a loaded machine disturbs less.
    const timed = async (op, wall, cpu) => {
      const c = process.cpuUsage();
      const t = performance.now();
      await op();
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    };
    const check = () =>
      timed(
        async () => {
          const r = await matchMcpContract(context, { updateCommand: 'npx jest -u' }, server, file);
          if (!r.pass) throw new Error(`the unchanged server failed its check: ${r.message()}`);
        },
        ours,
        oursCpu,
      );
    const list = () =>
      timed(
        async () => {
          const n = await listWithSdk(client, server);
          if (n !== TOOLS) throw new Error(`the SDK client listed ${n} of ${TOOLS} tools`);
        },
        bare,
        bareCpu,
      );
    for (let i = 0; i < WARM_UP; i++) {
      await check();
      await list();
    }
    for (const a of [ours, bare, oursCpu, bareCpu]) a.length = 0;
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        await check();
        await list();
      } else {
        await list();
        await check();
      }
    }
    return { ms: median(ours), bareMs: median(bare), cpuMs: median(oursCpu), bareCpuMs: median(bareCpu), ours, bare, maxRssKb: process.resourceUsage().maxRSS };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Worker side of the cold figure: in a fresh process, the modules loaded and the server built, the one first check
 * (`ours`, against the snapshot at `file`) or the one first SDK listing (`sdk`).
 */
export async function libraryColdWorker(ctx, sdk, side, file) {
  const fixture = await import(pathToFileURL(join(ctx.root, '__tests__', 'fixtures', 'servers', 'notes-sdk.mjs')).href);
  const server = (sdk === 'v1' ? fixture.notesServerV1 : fixture.notesServerV2)(fixture.toolNames(TOOLS));
  let run;
  if (side === 'ours') {
    const { matchMcpContract } = await ctx.load('src/testing/matchers.js');
    run = async () => {
      const r = await matchMcpContract({ snapshotState: { _updateSnapshot: 'none' } }, { updateCommand: 'npx jest -u' }, server, file);
      if (!r.pass) throw new Error(`the unchanged server failed its check: ${r.message()}`);
    };
  } else {
    const client = await sdkClient(sdk);
    run = async () => {
      const n = await listWithSdk(client, server);
      if (n !== TOOLS) throw new Error(`the SDK client listed ${n} of ${TOOLS} tools`);
    };
  }
  const cpu0 = process.cpuUsage();
  const t = performance.now();
  await run();
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t, cpuMs: (cpu.user + cpu.system) / 1000, maxRssKb: process.resourceUsage().maxRSS };
}

/** Worker side of the cold figure's set-up: the committed snapshot the cold checks read. */
export async function librarySnapshotWorker(ctx, sdk, file) {
  const { captureServer, writeSnapshot } = await ctx.load('src/api/index.js');
  const fixture = await import(pathToFileURL(join(ctx.root, '__tests__', 'fixtures', 'servers', 'notes-sdk.mjs')).href);
  await writeSnapshot(file, await captureServer((sdk === 'v1' ? fixture.notesServerV1 : fixture.notesServerV2)(fixture.toolNames(TOOLS)), { name: 'notes' }));
  return { ms: 0 };
}

function spread(ours, bare) {
  const pairs = ours.map((o, i) => o / bare[i]).sort((a, b) => a - b);
  return `pairs ${pairs[0].toFixed(2)} to ${pairs[pairs.length - 1].toFixed(2)}, ${pairs.length} interleaved`;
}

/** Main side: per SDK generation, the cold figure (fresh processes) and the warm one (one process), with their checks. */
export function libraryFigures(check, runWorker, ms, work) {
  for (const sdk of ['v1', 'v2']) {
    const label = sdk === 'v1' ? 'SDK 1.x' : 'SDK 2.x';
    const file = join(work, `library-${sdk}.json`);
    mkdirSync(work, { recursive: true });
    runWorker('library-snapshot', sdk, file);
    const runs = { ours: [], sdk: [] };
    for (let i = 0; i < COLD_PAIRS; i++) {
      const order = i % 2 === 0 ? ['ours', 'sdk'] : ['sdk', 'ours'];
      for (const side of order) runs[side].push(runWorker('library-cold', sdk, side, file));
    }
    rmSync(file, { force: true });
    const ours = runs.ours.map((r) => r.ms);
    const bare = runs.sdk.map((r) => r.ms);
    const cold = median(ours);
    const coldBare = median(bare);
    const cpu = (side) => median(runs[side].map((r) => r.cpuMs));
    console.log(
      `first check of an unchanged ${TOOLS}-tool in-process McpServer (${label}), fresh process   ours ${ms(cold)}   SDK client listing it ${ms(coldBare)}   ratio ${(cold / coldBare).toFixed(2)} (${spread(ours, bare)})   CPU ${ms(cpu('ours'))} vs ${ms(cpu('sdk'))}, ratio ${(cpu('ours') / cpu('sdk')).toFixed(2)}`,
    );
    check(`first in-process check of ${TOOLS} tools (${label}) at most 200 ms (${ms(cold)})`, cold <= 200);
    check(`first in-process check of ${TOOLS} tools (${label}) at most 1.2x the SDK client's first listing (${(cold / coldBare).toFixed(2)})`, cold / coldBare <= 1.2);
    const r = runWorker('library', sdk);
    const ratio = r.ms / r.bareMs;
    console.log(
      `repeated checks of the same server (${label}), one process   ours ${ms(r.ms)}   SDK client listing it ${ms(r.bareMs)}   ratio ${ratio.toFixed(2)} (${spread(r.ours, r.bare)})   CPU ${ms(r.cpuMs)} vs ${ms(r.bareCpuMs)}, ratio ${(r.cpuMs / r.bareCpuMs).toFixed(2)}`,
    );
    check(`repeated in-process check of ${TOOLS} tools (${label}) at most 200 ms (${ms(r.ms)})`, r.ms <= 200);
    check(`repeated in-process check of ${TOOLS} tools (${label}) at most 1.2x the SDK client listing it (${ratio.toFixed(2)})`, ratio <= 1.2);
  }
}

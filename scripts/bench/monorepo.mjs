// Many servers in one repository (issue 28 item 5): 40 fixture servers of 20 tools each in one config, captured by
// `mcp-contract snapshot` one at a time (--concurrency 1) and with the default bound (the machine's cores), measured
// in the same run, interleaved; and the merge of 40 shard reports into one comment body.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const SERVERS = 40;
const TOOLS = 20;

function repository(ctx, dir) {
  const servers = {};
  for (let s = 0; s < SERVERS; s++) {
    const file = join(dir, `s${s}.catalog.json`);
    writeFileSync(file, JSON.stringify({ serverInfo: { name: `s${s}`, version: '1.0.0' }, tools: Array.from({ length: TOOLS }, (_, i) => ctx.realisticTool(i)) }));
    servers[`s${s}`] = { command: process.execPath, args: [ctx.CATALOG, file] };
  }
  writeFileSync(join(dir, 'mcp-contract.json'), JSON.stringify({ servers }));
}

/** Seconds of CPU (user + system) in bash's `times` line for its children, e.g. "0m10.5s 0m2.1s". */
function cpuOf(line) {
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0) * 1000;
}

/**
 * One `snapshot` of every server: its wall time, and the CPU it and every process it started used (all threads: V8's
 * compiler and GC threads count), read from the shell's children times. No schedule on N cores takes less wall time
 * than that CPU divided by N.
 */
function snapshotAll(ctx, dir, concurrency) {
  const t = performance.now();
  const args = [ctx.CLI, 'snapshot', ...(concurrency ? ['--concurrency', String(concurrency)] : [])];
  const out = execFileSync('bash', ['-c', '"$@" >/dev/null 2>&1 || exit 9; times', 'snapshot', process.execPath, ...args], { cwd: dir, encoding: 'utf8' });
  const wall = performance.now() - t;
  return { wall, cpu: cpuOf(out.trim().split('\n')[1] ?? '') };
}

/** 4 shard artifacts of the 40 captures, read, checked and merged as mode comment does, judged and rendered. */
async function mergeFigure(ctx, dir) {
  const { shardOf, mergeShards } = await ctx.load('src/action/shards.js');
  const { parseArtifact } = await ctx.load('src/action/comment-mode.js');
  const { diffSnapshots } = await ctx.load('src/core/diff/classify.js');
  const { renderMarkdown } = await ctx.load('src/render/markdown.js');
  const { markerFor } = await ctx.load('src/github/hidden.js');
  const names = Array.from({ length: SERVERS }, (_, s) => `s${s}`);
  const snaps = Object.fromEntries(names.map((n) => [n, JSON.parse(readFileSync(join(dir, 'snapshots', `${n}.json`), 'utf8'))]));
  const files = [1, 2, 3, 4].map((i) => {
    const live = Object.fromEntries(names.filter((n) => shardOf(n, 4) === i).map((n) => [n, snaps[n]]));
    const path = join(dir, `shard-${i}.json`);
    writeFileSync(path, JSON.stringify({ format: 'mcp-contract-artifact/1', mode: 'pr', pr: { number: 1, headSha: 'a'.repeat(40), baseSha: 'b'.repeat(40), author: 'x' }, configPath: 'mcp-contract.json', snapshots: {}, stale: [], reports: [], live, shard: { index: i, count: 4 } }));
    return path;
  });
  // The base of each server lacks its last tool: every server has drift to judge and render.
  const bases = Object.fromEntries(names.map((n) => {
    const base = JSON.parse(JSON.stringify(snaps[n]));
    const items = base.surfaces.default.kinds.tool.items;
    items.pop();
    return [n, base];
  }));
  const t = performance.now();
  const merged = mergeShards(files.map((f) => ({ label: f, artifact: parseArtifact(readFileSync(f, 'utf8'), f) })), names, dir);
  const reports = names.map((n) => diffSnapshots(bases[n], merged.live[n], {}, { base: 'main', head: 'HEAD' }));
  const body = renderMarkdown(reports, { verdict: 'needs-signoff', marker: markerFor('mcp-contract.json', names) });
  return { ms: performance.now() - t, bytes: body.length, changes: reports.reduce((a, r) => a + r.changes.length, 0) };
}

export async function monorepoFigures(ctx, check) {
  const dir = join(ctx.work, `monorepo-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  try {
    repository(ctx, dir);
    snapshotAll(ctx, dir, undefined);
    const runs = 3;
    const seq = [];
    const par = [];
    for (let r = 0; r < runs; r++) {
      seq.push(snapshotAll(ctx, dir, 1));
      par.push(snapshotAll(ctx, dir, undefined));
    }
    const wall = (runs) => ctx.median(runs.map((r) => r.wall));
    const cpu = (runs) => ctx.median(runs.map((r) => r.cpu));
    const ratio = wall(par) / wall(seq);
    // The best any schedule could do here: the sequential run's CPU spread over every core, against its wall time.
    const floor = cpu(seq) / availableParallelism() / wall(seq);
    const merges = [];
    for (let r = 0; r < runs; r++) merges.push(await mergeFigure(ctx, dir));
    const merge = ctx.median(merges.map((m) => m.ms));
    console.log(`monorepo, ${SERVERS} servers x ${TOOLS} tools   snapshot sequential ${ctx.ms(wall(seq))} (CPU ${ctx.ms(cpu(seq))}), concurrent (${availableParallelism()} cores) ${ctx.ms(wall(par))} (CPU ${ctx.ms(cpu(par))}) (ratio ${ratio.toFixed(2)}, median of ${runs}); no schedule on ${availableParallelism()} cores beats the sequential CPU / cores / wall = ${floor.toFixed(2)}`);
    console.log(`monorepo, 4 shard artifacts of ${SERVERS} servers   read, checked, merged, judged and rendered as one comment: ${ctx.ms(merge)} (${merges[0].changes} changes, ${merges[0].bytes} characters)`);
    check(`merging ${SERVERS} servers' shard artifacts into one comment under 1 s (${ctx.ms(merge)})`, merge < 1000);
    check(`concurrent capture of ${SERVERS} servers at most 0.6x sequential (${ratio.toFixed(2)})`, ratio <= 0.6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

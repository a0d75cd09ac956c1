// Many servers in one repository (issue 28 item 5): 40 fixture servers of 20 tools each in one config, captured by
// `mcp-contract snapshot` one at a time (--concurrency 1) and with the default bound (the machine's cores), measured
// in the same run, interleaved; and the merge of 40 shard reports into one comment body.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

function snapshotAll(ctx, dir, concurrency) {
  const t = performance.now();
  execFileSync(process.execPath, [ctx.CLI, 'snapshot', ...(concurrency ? ['--concurrency', String(concurrency)] : [])], { cwd: dir, stdio: 'ignore' });
  return performance.now() - t;
}

export function monorepoFigures(ctx, check) {
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
    const ratio = ctx.median(par) / ctx.median(seq);
    console.log(`monorepo, ${SERVERS} servers x ${TOOLS} tools   snapshot sequential ${ctx.ms(ctx.median(seq))}, concurrent (${availableParallelism()} cores) ${ctx.ms(ctx.median(par))} (ratio ${ratio.toFixed(2)}, median of ${runs})`);
    check(`concurrent capture of ${SERVERS} servers at most 0.6x sequential (${ratio.toFixed(2)})`, ratio <= 0.6);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

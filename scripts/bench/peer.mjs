// `npm run bench` rows against the closest peer we can run (issue 55 item 3): one `snapshot` of a real published
// server, and the three-process job (`snapshot` old, `snapshot` new, `diff a.json b.json`), each against mcp-diff.
// mcp-diff (a Python tool on the standard library alone: `mcp-diff snapshot CMD`, then `mcp-diff check CMD` against
// the lock file) is not on npm and PyPI is not reachable here: with BENCH_MCP_DIFF=<its `mcp-diff` executable> (a venv
// it was installed into from its wheel) the rows run against it. Beside it, two stand-ins (scripts/bench/py-snapshot.py)
// do what its snapshot does on the Python `mcp` SDK's stdio client, from the per-machine venv the tests use, and on
// Python's standard library alone (JSON-RPC lines, no SDK, every kind and page: the floor of any Python peer). A
// missing peer's rows are skipped with the reason.
// Each round runs both sides (order alternating); a row is the median of the rounds' ratios. CPU is the processes'
// and the children they waited for: both sides reap their server (the stand-in kills it and waits), so it counts on
// both sides.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { childrenCpuMs } from './cli.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const STANDIN = join(import.meta.dirname, 'py-snapshot.py');

/**
 * Seven published upgrades installed as npm aliases (package.json), each old -> new. server-filesystem 2025.7.1 is left
 * out: the Python SDK the stand-in runs on (mcp 2.3.0) refuses its tools/list (inputSchema without `type`).
 */
export function realPairs(root, allowed) {
  const bin = (alias, file, ...args) => [process.execPath, join(root, 'node_modules', alias, file), ...args];
  const fs = (v) => bin(`fs-${v}`, 'dist/index.js', allowed);
  const memory = (v) => bin(`memory-${v}`, 'dist/index.js');
  const notion = (v) => bin(`notion-mcp-${v}`, 'bin/cli.mjs');
  const playwright = (v) => bin(`playwright-mcp-${v}`, 'cli.js');
  return [
    ['server-filesystem 2025.8.21 -> 2025.11.25', fs('2025-8-21'), fs('2025-11-25')],
    ['server-filesystem 2025.11.25 -> 2026.1.14', fs('2025-11-25'), fs('2026-1-14')],
    ['server-memory 2025.8.4 -> 2025.9.25', memory('2025-8-4'), memory('2025-9-25')],
    ['server-memory 2025.9.25 -> 2025.11.25', memory('2025-9-25'), memory('2025-11-25')],
    ['server-memory 2025.11.25 -> 2026.1.26', memory('2025-11-25'), memory('2026-1-26')],
    ['notion-mcp-server 2.1.0 -> 2.4.1', notion('2-1-0'), notion('2-4-1')],
    ['@playwright/mcp 0.0.64 -> 0.0.86', playwright('0-0-64'), playwright('0-0-86')],
  ];
}

/** Runs `steps` (each [command, args]) one after the other: wall ms and CPU ms of them all. */
function steps(list, cwd) {
  const c = childrenCpuMs();
  const t = performance.now();
  for (const [command, args, ok = [0]] of list) {
    const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (!ok.includes(r.status)) throw new Error(`${command} ${args.join(' ')} exited ${r.status}: ${(r.stderr ?? '').slice(-1500)}`);
  }
  return { ms: performance.now() - t, cpu: childrenCpuMs() - c };
}

function paired(rounds, ours, peer, cwd) {
  const out = [];
  for (let i = 0; i <= rounds; i++) {
    const round = {};
    for (const k of i % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours']) round[k] = steps(k === 'ours' ? ours : peer, cwd);
    if (i > 0) out.push(round);
  }
  const ratio = (key) => median(out.map((r) => r.ours[key] / r.peer[key]));
  return { wall: ratio('ms'), cpu: ratio('cpu'), ours: median(out.map((r) => r.ours.ms)), peer: median(out.map((r) => r.peer.ms)) };
}

/**
 * The peers to run: [name, what, one snapshot (out, server), the two-step job's second step (out, server, old file)]
 * for mcp-diff itself (BENCH_MCP_DIFF) and the two stand-ins (the venv's python); each missing one is said and skipped.
 */
function peers(python, reason) {
  const out = [];
  const mcpDiff = process.env.BENCH_MCP_DIFF;
  if (mcpDiff) {
    // `check` exits 1 when it finds a breaking change: that is its answer, not a failure.
    out.push(['mcp-diff', 'mcp-diff 0.1.0 itself', (file, server) => [mcpDiff, ['snapshot', '-o', file, ...server]], (file, server, against) => [mcpDiff, ['check', '-l', against, '--no-color', ...server], [0, 1]]]);
  } else console.log('against mcp-diff itself: skipped (BENCH_MCP_DIFF names no mcp-diff executable)');
  const standIn = (mode) => [(file, server) => [python, [STANDIN, file, ...mode, '--', ...server]], (file, server, against) => [python, [STANDIN, file, ...mode, '--against', against, '--', ...server]]];
  if (python) out.push(['sdk', 'the stand-in on the Python SDK', ...standIn([])], ['raw', 'the stand-in on the standard library alone (no SDK)', ...standIn(['--raw'])]);
  else console.log(`against the mcp-diff stand-ins: skipped (${reason})`);
  return out;
}

/** The rows, printed and checked. `ctx`: { root, cli, work, runs, ms, python (the venv's, with `mcp`) or reason }. */
export function peerFigures({ root, cli, work, runs, ms, python, reason }, check) {
  const dir = join(work, process.env.BENCH_PEER ? `peer-${process.env.BENCH_PEER}` : 'peer');
  const allowed = join(dir, 'allowed');
  mkdirSync(allowed, { recursive: true });
  const node = process.execPath;
  const ours = (out, server) => [node, [cli, 'snapshot', '--out', out, '--name', 'server', '--', ...server]];
  // BENCH_PEER=mcp-diff, sdk or raw measures one of them (each side of 7 servers takes minutes on a loaded machine).
  for (const [, what, snap, checkAgainst] of peers(python, reason).filter(([name]) => !process.env.BENCH_PEER || process.env.BENCH_PEER === name)) {
    console.log(`against ${what}: ours / theirs, median of ${runs} interleaved rounds' ratios`);
    const one = [];
    const job = [];
    for (const [label, old, next] of realPairs(root, allowed)) {
      const a = join(dir, 'a.json');
      const b = join(dir, 'b.json');
      const single = paired(runs, [ours(b, next)], [snap(b, next)], dir);
      const three = paired(runs, [ours(a, old), ours(b, next), [node, [cli, 'diff', a, b, '--fail-on', 'none']]], [snap(a, old), checkAgainst(b, next, a)], dir);
      console.log(`  ${label.padEnd(44)} one snapshot ${ms(single.ours)} / ${ms(single.peer)}: wall ${single.wall.toFixed(2)}x, CPU ${single.cpu.toFixed(2)}x   snapshot + snapshot + diff ${ms(three.ours)} / ${ms(three.peer)}: wall ${three.wall.toFixed(2)}x, CPU ${three.cpu.toFixed(2)}x`);
      one.push(single);
      job.push(three);
    }
    const worst = (rows, key) => Math.max(...rows.map((r) => r[key]));
    check(`one snapshot at most 1.0x ${what} on 7 real servers (worst wall ${worst(one, 'wall').toFixed(2)}x, CPU ${worst(one, 'cpu').toFixed(2)}x)`, worst(one, 'wall') <= 1 && worst(one, 'cpu') <= 1);
    check(`snapshot + snapshot + diff at most 1.0x ${what}, two steps (worst wall ${worst(job, 'wall').toFixed(2)}x, CPU ${worst(job, 'cpu').toFixed(2)}x)`, worst(job, 'wall') <= 1 && worst(job, 'cpu') <= 1);
  }
}

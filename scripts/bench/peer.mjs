// `npm run bench` rows against the closest peer we can run (issue 55 item 3): one `snapshot` of a real published
// server, and the three-process job (`snapshot` old, `snapshot` new, `diff a.json b.json`), each against a stand-in
// for mcp-diff. mcp-diff itself is a Python tool this machine cannot install (no PyPI; not on npm); the stand-in
// (scripts/bench/py-snapshot.py) does what its snapshot does with the library it is built on, the Python `mcp` SDK's
// stdio client, from the per-machine venv the tests use; and the same job on Python's standard library alone (JSON-RPC
// lines, no SDK), the floor of any Python peer. Without the venv the rows are skipped with the reason.
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
  for (const [command, args] of list) {
    const r = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}: ${(r.stderr ?? '').slice(-1500)}`);
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

/** The rows, printed and checked. `ctx`: { root, cli, work, runs, ms, python (the venv's, with `mcp`) or reason }. */
export function peerFigures({ root, cli, work, runs, ms, python, reason }, check) {
  if (!python) {
    console.log(`snapshot against an mcp-diff stand-in: skipped (${reason})`);
    return;
  }
  const dir = join(work, process.env.BENCH_PEER ? `peer-${process.env.BENCH_PEER}` : 'peer');
  const allowed = join(dir, 'allowed');
  mkdirSync(allowed, { recursive: true });
  const node = process.execPath;
  const ours = (out, server) => [node, [cli, 'snapshot', '--out', out, '--name', 'server', '--', ...server]];
  // BENCH_PEER=sdk or raw measures one of the two stand-ins (each side of 7 servers takes minutes on a loaded machine).
  const modes = [['sdk', [], 'the stand-in on the Python SDK'], ['raw', ['--raw'], 'the stand-in on the standard library alone (no SDK)']];
  for (const [, mode, what] of modes.filter(([name]) => !process.env.BENCH_PEER || process.env.BENCH_PEER === name)) {
    const peer = (out, server, against) => [python, [STANDIN, out, ...mode, ...(against ? ['--against', against] : []), '--', ...server]];
    console.log(`against ${what}: ours / theirs, median of ${runs} interleaved rounds' ratios`);
    const one = [];
    const job = [];
    for (const [label, old, next] of realPairs(root, allowed)) {
      const a = join(dir, 'a.json');
      const b = join(dir, 'b.json');
      const single = paired(runs, [ours(b, next)], [peer(b, next)], dir);
      const three = paired(runs, [ours(a, old), ours(b, next), [node, [cli, 'diff', a, b, '--fail-on', 'none']]], [peer(a, old), peer(b, next, a)], dir);
      console.log(`  ${label.padEnd(44)} one snapshot ${ms(single.ours)} / ${ms(single.peer)}: wall ${single.wall.toFixed(2)}x, CPU ${single.cpu.toFixed(2)}x   snapshot + snapshot + diff ${ms(three.ours)} / ${ms(three.peer)}: wall ${three.wall.toFixed(2)}x, CPU ${three.cpu.toFixed(2)}x`);
      one.push(single);
      job.push(three);
    }
    const worst = (rows, key) => Math.max(...rows.map((r) => r[key]));
    check(`one snapshot at most 1.0x ${what} on 7 real servers (worst wall ${worst(one, 'wall').toFixed(2)}x, CPU ${worst(one, 'cpu').toFixed(2)}x)`, worst(one, 'wall') <= 1 && worst(one, 'cpu') <= 1);
    check(`snapshot + snapshot + diff at most 1.0x ${what}, two steps (worst wall ${worst(job, 'wall').toFixed(2)}x, CPU ${worst(job, 'cpu').toFixed(2)}x)`, worst(job, 'wall') <= 1 && worst(job, 'cpu') <= 1);
  }
}

// `npm run bench` figures for the pytest plugin (issue 29 item 4): an unchanged FastMCP server checked through
// `assert_mcp_contract` (the README's example, the plugin found as a user's project finds it: node_modules/.bin),
// against the bare server's own start to its first answer, measured interleaved in the same run. Also the CLI alone,
// and the same capture with no snapshot to learn the eras from (both eras one after the other, as before). FastMCP
// and pytest come from the per-machine venv the tests use (helpers/python-mcp.ts); BENCH_ONLY=pytest.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { childrenCpuMs } from './cli.mjs';


const EXAMPLE = `import sys

from pytest_mcp_contract import assert_mcp_contract


def test_server_contract():
    assert_mcp_contract([sys.executable, "server.py"], "snapshots/server.json")
`;

/** The bare server: spawned, sent initialize, timed to the first line it answers; then killed. */
function bareStart(python, cwd) {
  return new Promise((done, fail) => {
    const t = performance.now();
    const child = spawn(python, ['server.py'], { cwd, stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdout.once('data', () => {
      const ms = performance.now() - t;
      child.kill('SIGKILL');
      // Resolved once reaped, so its CPU time is counted among this process's children.
      child.once('exit', () => done(ms));
    });
    child.on('error', fail);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bare', version: '0' } } })}\n`);
  });
}

function timed(command, args, opts) {
  const t = performance.now();
  const r = spawnSync(command, args, { ...opts, encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited ${r.status}: ${`${r.stdout}${r.stderr}`.slice(-800)}`);
  return { ms, out: r.stdout };
}

/** A project as a user has it: server, test, the plugin installed by pip, the CLI linked where npm links it. */
function project(ctx, helper, python, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'snapshots'), { recursive: true });
  cpSync(helper.FASTMCP_NOTES, join(dir, 'server.py'));
  writeFileSync(join(dir, 'test_contract.py'), EXAMPLE);
  mkdirSync(join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(ctx.CLI, join(dir, 'node_modules', '.bin', 'mcp-contract'));
  return helper.installPytestPlugin(python, join(dir, '.plugin'));
}

export async function pytestFigures(ctx, check) {
  const helper = await ctx.load('__tests__/helpers/python-mcp.js');
  const { python, reason } = helper.pythonWithFastmcp();
  if (!python) {
    console.log(`pytest plugin: not measured (${reason})`);
    return;
  }
  const dir = join(ctx.work, 'pytest');
  const site = project(ctx, helper, python, dir);
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PYTHONPATH: site };
  const pytest = ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--durations=1', '--durations-min=0'];
  timed(python, [...pytest, '--mcp-contract-update'], { cwd: dir, env });
  const runs = Math.max(ctx.RUNS, 5);
  const t = { bare: [], pytest: [], call: [], cli: [], unhinted: [] };
  // CPU time (user + system) of each figure's processes, summed over the rounds: what a busy machine cannot hide.
  const cpu = { bare: 0, pytest: 0, cli: 0, unhinted: 0 };
  const cpuOf = async (key, fn) => {
    const c = childrenCpuMs();
    const out = await fn();
    cpu[key] += childrenCpuMs() - c;
    return out;
  };
  // One warm-up round (disk cache), then interleaved rounds so a busy moment slows every figure alike.
  for (let i = 0; i <= runs; i++) {
    if (i === 1) for (const k of Object.keys(cpu)) cpu[k] = 0;
    const bare = await cpuOf('bare', () => bareStart(python, dir));
    const whole = await cpuOf('pytest', () => timed(python, pytest, { cwd: dir, env }));
    const call = /([\d.]+)s call\s+test_contract\.py::test_server_contract/.exec(whole.out);
    if (!call || !whole.out.includes('1 passed')) throw new Error(`pytest did not pass the unchanged server:\n${whole.out}`);
    const cli = await cpuOf('cli', () => timed(process.execPath, [ctx.CLI, 'check', '--snapshot', 'snapshots/server.json', '--', python, 'server.py'], { cwd: dir, env }));
    rmSync(join(dir, 'unhinted.json'), { force: true });
    const unhinted = await cpuOf('unhinted', () => timed(process.execPath, [ctx.CLI, 'snapshot', '--out', 'unhinted.json', '--', python, 'server.py'], { cwd: dir, env }));
    if (i === 0) continue;
    t.bare.push(bare);
    t.pytest.push(whole.ms);
    t.call.push(Number(call[1]) * 1000);
    t.cli.push(cli.ms);
    t.unhinted.push(unhinted.ms);
  }
  const m = Object.fromEntries(Object.entries(t).map(([k, xs]) => [k, ctx.median(xs)]));
  const r = (x) => (x / m.bare).toFixed(2);
  console.log(
    `pytest plugin, unchanged FastMCP server (${runs} interleaved rounds, median)   bare server start to first answer ${ctx.ms(m.bare)}   ` +
      `assert_mcp_contract (pytest's call time) ${ctx.ms(m.call)} (${r(m.call)}x)   whole pytest process ${ctx.ms(m.pytest)} (${r(m.pytest)}x)   ` +
      `CLI check alone ${ctx.ms(m.cli)} (${r(m.cli)}x)   the same capture without a snapshot's eras (one era after the other) ${ctx.ms(m.unhinted)} (${r(m.unhinted)}x)`,
  );
  const c = (k) => `${ctx.ms(cpu[k] / runs)} (${(cpu[k] / cpu.bare).toFixed(2)}x)`;
  console.log(`  CPU time per run (user + system, mean)   bare server ${ctx.ms(cpu.bare / runs)}   whole pytest process ${c('pytest')}   CLI check alone ${c('cli')}   without a snapshot's eras ${c('unhinted')}`);
  check(`pytest: an unchanged FastMCP server checks in at most 2 s (assert_mcp_contract ${ctx.ms(m.call)})`, m.call <= 2000);
  check(`pytest: the check at most 1.6x the bare server's start to first answer (${r(m.call)}x)`, m.call / m.bare <= 1.6);
  rmSync(dir, { recursive: true, force: true });
}

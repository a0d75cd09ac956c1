// `npm run bench` figures for the CLI as a user runs it (the dist bundle, one process per command): start-up against
// a bare `node -e 0`, and the peers' job (capture the old build, capture the new one, judge) against a bare SDK client
// that only lists both servers. Each pair is measured interleaved (ours, baseline, ours, ...) so a busy machine
// slows both alike, and reported as the ratio of the medians.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * CPU time (user + system) of the children this process has waited for, from /proc (Linux; 10 ms ticks). On a shared
 * machine wall time mostly measures the other tenants; the CPU a command burns is what our code decides.
 */
export function childrenCpuMs() {
  if (!existsSync('/proc/self/stat')) return NaN;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

function timed(command, args, cwd) {
  const c = childrenCpuMs();
  const t = performance.now();
  const r = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { ms, cpu: childrenCpuMs() - c };
}

/**
 * Interleaved runs: { name: [command, args] } -> { name: median wall ms }, plus { name: mean CPU ms } in `cpu` and each
 * round's wall and CPU ms in `rounds` (for the ratio of each round's pair).
 */
export function interleaved(runs, commands, cwd, { alternate = false } = {}) {
  const times = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const cpu = Object.fromEntries(Object.keys(commands).map((k) => [k, 0]));
  const rounds = [];
  // One warm-up round first (disk cache), not counted.
  for (let i = 0; i <= runs; i++) {
    const round = {};
    // With `alternate`, every other round runs the commands in the reverse order (A B, B A, ...): whichever runs
    // second in a round can find the machine warmer or busier, and a fixed order would charge that to one of them.
    const order = Object.entries(commands);
    for (const [k, [command, args]] of alternate && i % 2 === 1 ? order.reverse() : order) {
      const r = timed(command, args, cwd);
      round[k] = r;
      if (i === 0) continue;
      times[k].push(r.ms);
      cpu[k] += r.cpu / runs;
    }
    if (i > 0) rounds.push(round);
  }
  return { ...Object.fromEntries(Object.entries(times).map(([k, xs]) => [k, median(xs)])), cpu, rounds };
}

/** Snapshot files of a pair's two servers, written by the CLI itself (for the start-up diff of two files). */
function snapshots(cli, work, { old, new: next }) {
  return [['old', old], ['new', next]].map(([name, server]) => {
    const out = join(work, `startup-${name}.json`);
    timed(process.execPath, [cli, 'snapshot', '--out', out, '--name', 'memory', '--', server.command, ...server.args], work);
    return out;
  });
}

/** Start-up: `--version`, `rules` (a command with no server) and a diff of two snapshot files, against bare node. */
export function startup({ runs, root, cli, work, pair }) {
  mkdirSync(work, { recursive: true });
  const [snap, snap2] = snapshots(cli, work, pair);
  // A start-up is tens of milliseconds, so one busy moment moves a median of few runs: 21 rounds cost a few seconds.
  const m = interleaved(Math.max(runs, 21), {
    bare: [process.execPath, ['-e', '0']],
    version: [process.execPath, [cli, '--version']],
    rules: [process.execPath, [cli, 'rules', '--format', 'json']],
    diff: [process.execPath, [cli, 'diff', snap, snap2, '--fail-on', 'none']],
  }, root);
  return { bare: m.bare, version: m.version, rules: m.rules, diff: m.diff, cpu: m.cpu };
}

/** A 5 % changed copy of a generated catalog: 1 % removed, 2 % with a new optional input, 2 % reworded. */
function mutated(file) {
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  const tools = [];
  catalog.tools.forEach((t, i) => {
    const r = i % 100;
    if (r === 0) return;
    if (r === 1 || r === 2) tools.push({ ...t, inputSchema: { ...t.inputSchema, properties: { ...t.inputSchema.properties, locale: { type: 'string' } } } });
    else if (r === 3 || r === 4) tools.push({ ...t, description: `${t.description} Results are cached for a minute.` });
    else tools.push(t);
  });
  const out = file.replace(/\.json$/, '-new.json');
  writeFileSync(out, JSON.stringify({ ...catalog, tools }));
  return out;
}

/**
 * The peers' job in one process: `diff live:old live:new` (both builds captured at once, classified, rendered),
 * against the bare SDK client listing both servers at once and one after the other.
 */
export function endToEnd({ runs, root, cli, work, pairs }) {
  mkdirSync(work, { recursive: true });
  const rows = [];
  for (const { label, old, new: next } of pairs) {
    const dir = join(work, `e2e-${label.replace(/\W+/g, '-')}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mcp-contract.json'), JSON.stringify({ servers: { old, new: next } }));
    writeFileSync(join(dir, 'servers.json'), JSON.stringify([old, next]));
    const bare = join(root, 'scripts', 'bench', 'bare-sdk-client.mjs');
    const m = interleaved(runs, {
      ours: [process.execPath, [cli, 'diff', 'live:old', 'live:new', '--fail-on', 'none']],
      bare: [process.execPath, [bare, 'servers.json']],
      sequential: [process.execPath, [bare, 'servers.json', '--sequential']],
    }, dir);
    rows.push({ label, ...m });
  }
  return rows;
}

/** The server pairs: a published upgrade, and a generated 1,000-tool catalog against its 5 % changed copy. */
export function pairsFor({ root, catalogServer, catalogFile1000 }) {
  const memory = (v) => ({ command: process.execPath, args: [join(root, 'node_modules', `memory-${v}`, 'dist', 'index.js')] });
  return [
    { label: 'server-memory 2025.8.4 -> 2026.1.26', old: memory('2025-8-4'), new: memory('2026-1-26') },
    { label: 'generated 1,000 tools, 5 % changed', old: catalogServer(catalogFile1000), new: catalogServer(mutated(catalogFile1000)) },
  ];
}

// `npm run bench` figures for the hosts pass (BENCH_ONLY=hosts): the host checks and the context cost over 1,000 large
// real tools, as the published servers listed them (__tests__/fixtures/renames: Notion, Playwright, server-everything;
// the tools of 1.5 kB and more, cycled and renamed), each against baselines measured in the same process: the
// JSON.stringify of the same tools (the floor of touching every byte) and the classifier's diff of the same surfaces
// with hosts off (what the PR path did before). Times are CPU time (user + system), best of the rounds: a shared
// 2-core machine moves wall time by several times between rounds, CPU time far less. Then the PR path end to end as a
// user runs it (prPath: the dist bundle, whole processes), hosts on against `"hosts": []` in the same run.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { interleaved } from './cli.mjs';

const LARGE = 1500;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** 1,000 real tools of 1.5 kB or more, each copy renamed so the surface holds 1,000 distinct tools. */
export function largeRealTools(root, n = 1000) {
  const dir = join(root, '__tests__', 'fixtures', 'renames');
  const real = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'labels.json')
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).tools ?? [])
    .filter((t) => JSON.stringify(t).length >= LARGE);
  return Array.from({ length: n }, (_, i) => ({ ...real[i % real.length], name: `${real[i % real.length].name}_${i}` }));
}

const cpuMs = (f) => {
  const u = process.cpuUsage();
  f();
  const d = process.cpuUsage(u);
  return (d.user + d.system) / 1000;
};

/** Worker side: every figure of this section in one fresh process. */
export async function hostsWorker(load, root, rounds) {
  const { buildCapability } = await load('src/core/shared/canonical.js');
  const { diffSnapshots: classify } = await load('src/core/diff/classify.js');
  const { diffSnapshots } = await load('src/api/diff.js');
  const { violationsOf } = await load('src/hosts/checks.js');
  const { HOST_CHECKS } = await load('src/hosts/profiles.js');
  const { toolCost } = await load('src/hosts/cost.js');
  const { loadTokenizer } = await load('src/hosts/o200k.js');
  const tools = largeRealTools(root);
  const bytes = JSON.stringify(tools).length;
  const t0 = performance.now();
  const tokenizer = await loadTokenizer();
  const loadMs = performance.now() - t0;
  const best = (f) => {
    f();
    const times = [];
    for (let i = 0; i < rounds; i++) {
      globalThis.gc?.();
      times.push(cpuMs(f));
    }
    return Math.min(...times);
  };
  const stringify = best(() => tools.forEach((t) => JSON.stringify(t)));
  const checks = best(() => tools.forEach((t) => violationsOf(t, HOST_CHECKS, { first: true })));
  const defaults = HOST_CHECKS.filter((c) => ['anthropic', 'openai', 'mcp-http'].includes(c.host));
  const checksDefault = best(() => tools.forEach((t) => violationsOf(t, defaults, { first: true })));
  let tokens = 0;
  const count = best(() => (tokens = tools.reduce((n, t) => n + toolCost('anthropic', t, tokenizer).tokens, 0)));
  // The PR path's diff: the head changes 5 % of the tools (a description grown, an enum narrowed).
  const origin = { server: 'bench', surface: 'default' };
  const head = tools.map((t, i) => (i % 20 === 0 ? { ...t, description: `${t.description ?? ''} Also writes an audit record.` } : t));
  const snap = (list) => ({
    format: 'mcp-contract/1',
    server: 'bench',
    surfaces: {
      default: {
        client: { name: 'mcp-contract', version: '0', capabilities: {} },
        server: { serverInfo: { name: 'bench', version: '1' }, protocolVersion: '2025-06-18', capabilities: { tools: {} } },
        kinds: {
          tool: { observation: { state: 'complete' }, items: list.map((t) => buildCapability('tool', t, origin)).sort((a, b) => (a.ref < b.ref ? -1 : 1)) },
          prompt: { observation: { state: 'unsupported' }, items: [] },
          resource: { observation: { state: 'unsupported' }, items: [] },
          resourceTemplate: { observation: { state: 'unsupported' }, items: [] },
        },
      },
    },
  });
  const base = snap(tools);
  const headSnap = snap(head);
  const labels = { base: 'a', head: 'b' };
  const off = best(() => classify(base, headSnap, {}, labels));
  const on = best(() => diffSnapshots(base, headSnap, { tokenizer, labels }));
  const all = best(() => diffSnapshots(base, headSnap, { tokenizer, labels, config: { hosts: ['anthropic', 'openai', 'openai-strict', 'gemini', 'claude-directory', 'mcp-http'] } }));
  return { tools: tools.length, bytes, loadMs, stringify, checks, checksDefault, count, tokens, off, on, all };
}

/**
 * The PR path as a user runs it (the dist bundle, one process a run): `diff live:old live:new` of a real published
 * upgrade (server-memory 2025.8.4 -> 2026.1.26: both builds captured, the diff, the text report), with the default
 * hosts and the context cost against the same run under `"hosts": []` (no host checks, no cost, no tokenizer: what
 * the path was before issue 44), interleaved so a busy machine slows both alike; the ratio of the medians.
 */
export function prPath({ root, cli, work, runs }) {
  if (!existsSync(cli)) throw new Error('dist/cli/index.js is missing: run npm run bundle first');
  const memory = (v) => ({ command: process.execPath, args: [join(root, 'node_modules', `memory-${v}`, 'dist', 'index.js')] });
  const servers = { old: memory('2025-8-4'), new: memory('2026-1-26') };
  const dirs = {};
  for (const [name, hosts] of [['on', undefined], ['off', []]]) {
    const dir = join(work, `hosts-pr-path-${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'mcp-contract.json'), JSON.stringify({ servers, ...(hosts ? { hosts } : {}) }));
    dirs[name] = dir;
  }
  const args = [cli, 'diff', 'live:old', 'live:new', '--fail-on', 'none'];
  const sh = (dir) => ['/bin/sh', ['-c', `cd "${dir}" && exec "${process.execPath}" ${args.map((a) => `"${a}"`).join(' ')}`]];
  // A whole run is some 0.3 to 0.6 s and the target a 5 % difference: more rounds than the other rows, and the ratio
  // taken round by round (each pair ran back to back) before its median, as the machine's speed drifts between rounds.
  const m = interleaved(Math.max(runs, 21), { on: sh(dirs.on), off: sh(dirs.off) }, root, { alternate: true });
  const pairs = (f) => median(m.rounds.map((r) => f(r.on) / f(r.off)));
  return { ...m, wall: pairs((r) => r.ms), cpuRatio: pairs((r) => r.cpu) };
}

/** Main side: the figures, their ratios and the checks the issue sets (checks under 50 ms, counting under 200 ms). */
export function hostsFigures(check, runWorker, ms, pr) {
  const r = runWorker('hosts');
  const x = (a, b) => (a / b).toFixed(1);
  console.log(
    `hosts, ${r.tools} large real tools (${(r.bytes / 1024).toFixed(0)} kB)   default hosts' checks ${ms(r.checksDefault)} (${x(r.checksDefault, r.stringify)}x JSON.stringify of them, ${ms(r.stringify)})   every host's ${ms(r.checks)} (${x(r.checks, r.stringify)}x)   o200k_base count ${ms(r.count)} (${r.tokens.toLocaleString('en-US')} tokens, ${x(r.count, r.stringify)}x JSON.stringify; tokenizer load ${ms(r.loadMs)} once)`,
  );
  console.log(
    `hosts in the PR diff (5 % changed)      classifier alone ${ms(r.off)}   with the default hosts and the cost ${ms(r.on)} (${x(r.on, r.off)}x)   with every host ${ms(r.all)} (${x(r.all, r.off)}x)`,
  );
  check(`the default hosts' checks on 1,000 large real tools under 50 ms of CPU (${ms(r.checksDefault)})`, r.checksDefault < 50);
  check(`every host's checks (the opt-in ones too) on 1,000 large real tools under 50 ms of CPU (${ms(r.checks)})`, r.checks < 50);
  check(`counting 1,000 large real tools with o200k_base under 200 ms of CPU (${ms(r.count)})`, r.count < 200);
  const p = prPath(pr);
  console.log(
    `hosts on the PR path (dist, diff live:old live:new, server-memory 2025.8.4 -> 2026.1.26, ${p.rounds.length} interleaved rounds)   default hosts and the cost ${ms(p.on)}   "hosts": [] ${ms(p.off)}   ratio ${p.wall.toFixed(3)} (median of the rounds' ratios)   CPU (servers included) ${ms(p.cpu.on)} vs ${ms(p.cpu.off)}, ratio ${p.cpuRatio.toFixed(3)}`,
  );
  check(`the PR path with the default hosts and the context cost at most 1.05x the time of the same path with "hosts": [] (${p.wall.toFixed(3)})`, p.wall <= 1.05);
  check(`the PR path with the default hosts and the context cost at most 1.05x the CPU of the same path with "hosts": [] (${p.cpuRatio.toFixed(3)})`, p.cpuRatio <= 1.05);
}

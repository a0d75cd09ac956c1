// `npm run bench` rows for the paths users run most against their floor (issue 55): `diff a.json b.json` of two
// snapshot files against a bare `node -e 0`, and one `snapshot` of a 5,000-tool server against a bare JSON-RPC client
// reading the same lists (scripts/bench/raw-client.mjs). Each round runs both (order alternating); a row is the median
// of the rounds' ratios, so a busy machine slows both sides of a ratio alike.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { childrenCpuMs } from './cli.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const PEAK_RSS = join(import.meta.dirname, 'peak-rss.mjs');
const RAW = join(import.meta.dirname, 'raw-client.mjs');

/** One process: wall ms, CPU ms (user + system), its own peak RSS in KB, and its stdout. */
function run(args, cwd, rssFile) {
  const c = childrenCpuMs();
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...(rssFile ? { BENCH_RSS_FILE: rssFile } : {}) } });
  const ms = performance.now() - t;
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
  return { ms, cpu: childrenCpuMs() - c, stdout: r.stdout };
}

/** `rounds` interleaved rounds of { ours, floor } (one warm-up first): per-round wall and CPU ratios, and their medians. */
function paired(rounds, ours, floor) {
  const out = [];
  for (let i = 0; i <= rounds; i++) {
    const sides = i % 2 === 0 ? [['ours', ours], ['floor', floor]] : [['floor', floor], ['ours', ours]];
    const round = {};
    for (const [k, f] of sides) round[k] = f();
    if (i > 0) out.push(round);
  }
  const ratio = (key) => median(out.map((r) => r.ours[key] / r.floor[key]));
  return { rounds: out, wall: ratio('ms'), cpu: ratio('cpu'), ours: median(out.map((r) => r.ours.ms)), floor: median(out.map((r) => r.floor.ms)) };
}

/**
 * `rounds` rounds (one warm-up first) of the three sides ours, floor and before, their order rotating each round;
 * `same(round)` throws when the two bundles' outputs differ. Returns the recorded rounds and a median-ratio reader.
 */
function rotated(rounds, sides, same) {
  const out = [];
  for (let i = 0; i <= rounds; i++) {
    const round = {};
    for (let k = 0; k < sides.length; k++) {
      const [name, f] = sides[(i + k) % sides.length];
      round[name] = f();
    }
    same(round);
    if (i > 0) out.push(round);
  }
  return { out, ratio: (a, b, key) => median(out.map((r) => r[a][key] / r[b][key])) };
}

/** A copy of a catalog with 1 % of its tools removed, 1 % with a new optional input, 1 % reworded. */
function changed(file) {
  const catalog = JSON.parse(readFileSync(file, 'utf8'));
  const tools = catalog.tools
    .filter((_, i) => i % 100 !== 0)
    .map((t, i) => (i % 100 === 3 ? { ...t, description: `${t.description} Cached.` } : i % 100 === 5 ? { ...t, inputSchema: { ...t.inputSchema, properties: { ...t.inputSchema.properties, locale: { type: 'string' } } } } : t));
  const out = file.replace(/\.json$/, '-changed.json');
  writeFileSync(out, JSON.stringify({ ...catalog, serverInfo: { ...catalog.serverInfo, version: '1.0.1' }, tools }));
  return out;
}

/**
 * `diff base.json head.json` of an n-tool server's two snapshot files (written by the CLI) against `node -e 0`; with
 * `before` (BENCH_BEFORE: another bundle's cli/index.js, e.g. main's built to a temp directory), the same diff by that
 * bundle runs in each round too (the three in rotating order), and the row gives after/before ratios as well.
 */
function fileDiff({ cli, work, catalog, catalogFile, runs, before }, n) {
  const file = catalogFile(n);
  const [base, head] = [file, changed(file)].map((f, i) => {
    const out = join(work, `floor-${n}-${i}.json`);
    run([cli, 'snapshot', '--out', out, '--name', `floor-${n}`, '--', process.execPath, catalog, f], work);
    return out;
  });
  const diff = (bin) => () => run([bin, 'diff', base, head, '--fail-on', 'none'], work);
  if (!before) return paired(runs, diff(cli), () => run(['-e', '0'], work));
  const sides = [['ours', diff(cli)], ['floor', () => run(['-e', '0'], work)], ['before', diff(before)]];
  const { out, ratio } = rotated(runs, sides, (round) => {
    if (round.ours.stdout !== round.before.stdout) throw new Error(`diff of ${n} tools: the bundle before wrote another report`);
  });
  return {
    rounds: out,
    wall: ratio('ours', 'floor', 'ms'),
    cpu: ratio('ours', 'floor', 'cpu'),
    ours: median(out.map((r) => r.ours.ms)),
    floor: median(out.map((r) => r.floor.ms)),
    before: { wall: ratio('before', 'floor', 'ms'), cpu: ratio('before', 'floor', 'cpu'), ms: median(out.map((r) => r.before.ms)), vsOurs: ratio('ours', 'before', 'cpu'), vsOursWall: ratio('ours', 'before', 'ms') },
  };
}

/**
 * One `snapshot` of an n-tool server against the bare client reading the same lists: wall time and peak RSS (no CPU
 * ratio: the bare client kills its server unwaited, so the server's CPU would count on one side only). With `before`
 * (BENCH_BEFORE, as for the file diff), that bundle's `snapshot` runs in each round too (the three in rotating order),
 * its file must be byte for byte ours, and the row gives after/before ratios of wall, CPU (both reap their server)
 * and peak RSS.
 */
function capture({ cli, work, catalog, catalogFile, runs, before }, n) {
  const file = catalogFile(n);
  const rss = join(work, 'floor-capture.rss');
  const snapshot = (bin, out) => () => {
    rmSync(out, { force: true });
    const r = run(['--import', PEAK_RSS, bin, 'snapshot', '--out', out, '--name', `floor-${n}`, '--', process.execPath, catalog, file], work, rss);
    const tools = JSON.parse(readFileSync(out, 'utf8')).surfaces.default.kinds.tool.items.length;
    if (tools !== n) throw new Error(`snapshot captured ${tools} of ${n} tools`);
    return { ...r, rssKb: Number(readFileSync(rss, 'utf8')) };
  };
  const ours = snapshot(cli, join(work, `floor-capture-${n}.json`));
  const floor = () => {
    const r = run([RAW, process.execPath, catalog, file], work);
    const { tools, maxRssKb } = JSON.parse(r.stdout);
    if (tools !== n) throw new Error(`the bare client read ${tools} of ${n} tools`);
    return { ...r, rssKb: maxRssKb };
  };
  const rssOf = (p) => ({ rss: median(p.rounds.map((r) => r.ours.rssKb / r.floor.rssKb)), oursRssKb: median(p.rounds.map((r) => r.ours.rssKb)), floorRssKb: median(p.rounds.map((r) => r.floor.rssKb)) });
  if (!before) {
    const p = paired(runs, ours, floor);
    return { ...p, ...rssOf(p) };
  }
  const theirs = snapshot(before, join(work, `floor-capture-${n}-before.json`));
  const sides = [['ours', ours], ['floor', floor], ['before', theirs]];
  const { out, ratio } = rotated(runs, sides, () => {
    if (!readFileSync(join(work, `floor-capture-${n}.json`)).equals(readFileSync(join(work, `floor-capture-${n}-before.json`)))) throw new Error(`snapshot of ${n} tools: the bundle before wrote another file`);
  });
  const p = { rounds: out, wall: ratio('ours', 'floor', 'ms'), cpu: ratio('ours', 'floor', 'cpu'), ours: median(out.map((r) => r.ours.ms)), floor: median(out.map((r) => r.floor.ms)) };
  return {
    ...p,
    ...rssOf(p),
    before: {
      ms: median(out.map((r) => r.before.ms)),
      rssKb: median(out.map((r) => r.before.rssKb)),
      wall: ratio('before', 'floor', 'ms'),
      rss: ratio('before', 'floor', 'rssKb'),
      vsOursWall: ratio('ours', 'before', 'ms'),
      vsOursCpu: ratio('ours', 'before', 'cpu'),
      vsOursRss: ratio('ours', 'before', 'rssKb'),
    },
  };
}

/** The rows, printed and checked. `ctx`: { cli, work, catalog (the fixture server), catalogFile(n), runs, ms, mb, before?, diffOnly? }. */
export function floorFigures(ctx, check) {
  const { ms, mb } = ctx;
  for (const [n, target] of [[100, 1.5], [1000, 2]]) {
    const d = fileDiff({ ...ctx, runs: Math.max(ctx.runs, 11) }, n);
    console.log(`diff of two ${n}-tool snapshot files   ${ms(d.ours)}   bare node -e 0 ${ms(d.floor)}   median round ratio wall ${d.wall.toFixed(2)}x, CPU ${d.cpu.toFixed(2)}x (${d.rounds.length} interleaved rounds)`);
    if (d.before)
      console.log(
        `  the bundle before (${ctx.before})   ${ms(d.before.ms)}   against bare node wall ${d.before.wall.toFixed(2)}x, CPU ${d.before.cpu.toFixed(2)}x; after/before wall ${d.before.vsOursWall.toFixed(2)}x, CPU ${d.before.vsOurs.toFixed(2)}x (same rounds)`,
      );
    check(`diff of two ${n}-tool snapshot files at most ${target}x a bare node start (wall ${d.wall.toFixed(2)}x)`, d.wall <= target);
  }
  // BENCH_FLOOR=diff: the file diff's rows only (the 5,000-tool capture takes most of the section's time).
  if (ctx.diffOnly) return;
  const c = capture({ ...ctx, runs: Math.max(ctx.runs, 7) }, 5000);
  console.log(
    `snapshot of a 5,000-tool server        ${ms(c.ours)}   bare JSON-RPC client ${ms(c.floor)}   median round ratio wall ${c.wall.toFixed(2)}x   peak RSS ${mb(c.oursRssKb)} against ${mb(c.floorRssKb)} (${c.rss.toFixed(2)}x) (${c.rounds.length} interleaved rounds)`,
  );
  if (c.before)
    console.log(
      `  the bundle before (${ctx.before})   ${ms(c.before.ms)}   against the bare client wall ${c.before.wall.toFixed(2)}x, peak RSS ${mb(c.before.rssKb)} (${c.before.rss.toFixed(2)}x); after/before wall ${c.before.vsOursWall.toFixed(2)}x, CPU ${c.before.vsOursCpu.toFixed(2)}x, peak RSS ${c.before.vsOursRss.toFixed(2)}x (same rounds, files identical)`,
    );
  check(`snapshot of 5,000 tools at most 1.2x a bare JSON-RPC client in wall time (${c.wall.toFixed(2)}x)`, c.wall <= 1.2);
  check(`snapshot of 5,000 tools at most 1.5x a bare JSON-RPC client's peak RSS (${c.rss.toFixed(2)}x)`, c.rss <= 1.5);
}

// `npm run bench`: speed and memory figures, each printed as a ratio against a baseline measured in the same run.
// Compiles src/ with tsc into .tmp/bench-build so the measured code is the shipped code, then measures each figure
// in a fresh worker process (peak RSS belongs to one measurement only).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { endToEnd, pairsFor, startup } from './bench/cli.mjs';
import { floorFigures } from './bench/floor.mjs';
import { peerFigures } from './bench/peer.mjs';
import { auditFigures } from './bench/audit.mjs';
import { guardCpuFigures } from './bench/guard-cpu.mjs';
import { freshnessFigures } from './bench/freshness.mjs';
import { oauthFigures } from './bench/oauth.mjs';
import { gatewayFigures } from './bench/gateway.mjs';
import { connectFigures } from './bench/connect.mjs';
import { monorepoFigures } from './bench/monorepo.mjs';
import { pytestFigures } from './bench/pytest.mjs';
import { renderFigures, renderWorker } from './bench/render.mjs';
import { scopeFigures, scopeWorker } from './bench/scope.mjs';
import { attestFigures, attestWorker } from './bench/attest.mjs';
import { verdictFigures, verdictLines } from './bench/verdicts.mjs';
import { hostsFigures, hostsWorker } from './bench/hosts.mjs';
import { libraryColdWorker, libraryFigures, librarySnapshotWorker, libraryWorker } from './bench/library.mjs';

const root = resolve(import.meta.dirname, '..');
const build = join(root, '.tmp', 'bench-build');
const work = join(root, '.tmp', 'bench');
const CATALOG = join(root, '__tests__', 'fixtures', 'servers', 'catalog.mjs');
const EVERYTHING = join(root, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
const SHIFTING = join(root, '__tests__', 'fixtures', 'servers', 'shifting.mjs');
const DUAL_ERA = join(root, '__tests__', 'fixtures', 'servers', 'dual-era.mjs');
const CLI = join(root, 'dist', 'cli', 'index.js');
/** A run count from the environment: a positive whole number, else one line and exit 2. */
function runCount(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`bench: ${name} must be a whole number of runs, 1 or more (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return n;
}
const RUNS = runCount('BENCH_RUNS', 5);
/** The capture ratios move most run to run: more runs, interleaved with the bare client's (pairedMedians). */
const CAPTURE_RUNS = runCount('BENCH_CAPTURE_RUNS', Math.max(RUNS, 9));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

// ------------------------------------------------------------------ generated catalogs

function realisticTool(i) {
  return {
    name: `tool_${i}_${['search', 'fetch', 'create', 'update', 'delete', 'list'][i % 6]}_records`,
    title: `Tool ${i}`,
    description: `Searches the record store for entries matching a query, with paging, sorting and field selection. Variant ${i}; returns structured results the caller can page through.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, description: 'What to look for' },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        cursor: { type: 'string' },
        sort: { type: 'string', enum: ['relevance', 'newest', 'oldest'] },
        fields: { type: 'array', items: { type: 'string' }, maxItems: 20 },
        filter: { type: 'object', properties: { owner: { type: 'string' }, tag: { type: 'string' } }, additionalProperties: false },
      },
      required: ['query'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, score: { type: 'number' } }, required: ['id'] } },
        nextCursor: { type: 'string' },
      },
      required: ['items'],
    },
    annotations: { readOnlyHint: i % 3 === 0, openWorldHint: false },
  };
}

function catalogFile(n) {
  mkdirSync(work, { recursive: true });
  const path = join(work, `catalog-${n}.json`);
  writeFileSync(path, JSON.stringify({ serverInfo: { name: `bench-${n}`, version: '1.0.0' }, pageSize: 100, tools: Array.from({ length: n }, (_, i) => realisticTool(i)) }));
  return path;
}

// ------------------------------------------------------------------ workers (run in a child process)

async function load(rel) {
  return import(pathToFileURL(join(build, rel)).href);
}

/** A bare JSON-RPC client over stdio: initialize and page through tools/list, parse, nothing else. The floor. */
function rawCapture(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    let buf = '';
    let id = 0;
    let count = 0;
    const send = (method, params) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params })}\n`);
    child.stdout.on('data', (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        const msg = JSON.parse(line);
        if (msg.id === 1) {
          child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
          send('tools/list', {});
        } else if (msg.result?.tools) {
          count += msg.result.tools.length;
          if (msg.result.nextCursor) send('tools/list', { cursor: msg.result.nextCursor });
          else {
            child.kill('SIGKILL');
            done(count);
          }
        }
      }
    });
    child.on('error', fail);
    send('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } });
  });
}

async function worker(kind, arg, via) {
  const t0 = performance.now();
  let detail = {};
  if (kind === 'capture') {
    const { captureServer } = await load('src/capture/capture.js');
    const server = arg === 'everything' ? { command: process.execPath, args: [EVERYTHING, 'stdio'] } : { command: process.execPath, args: [CATALOG, arg] };
    const t = performance.now();
    const snap = await captureServer('bench', server, { baseDir: root, env: process.env, via });
    detail = { ms: performance.now() - t, tools: snap.surfaces.default.kinds.tool.items.length };
  } else if (kind === 'raw') {
    const t = performance.now();
    const tools = await rawCapture(process.execPath, [CATALOG, arg]);
    detail = { ms: performance.now() - t, tools };
  } else if (kind === 'classify') {
    const n = Number(arg);
    const { buildCapability } = await load('src/core/shared/canonical.js');
    const { diffSnapshots } = await load('src/core/diff/classify.js');
    const origin = { server: 'bench', surface: 'default' };
    const baseTools = Array.from({ length: n }, (_, i) => realisticTool(i));
    const headTools = [];
    const renames = {};
    // `upgrade`: what an SDK and schema-generator upgrade does to every tool at once (spec default made explicit,
    // new `$schema`, `additionalProperties` dropped, an object param widened to `anyOf: [object, string]`).
    if (via === 'upgrade') {
      for (const t of baseTools) {
        const { additionalProperties: _closed, ...schema } = t.inputSchema;
        const properties = { ...schema.properties, filter: { anyOf: [schema.properties.filter, { type: 'string' }] } };
        headTools.push({ ...t, execution: { taskSupport: 'forbidden' }, inputSchema: { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema, properties } });
      }
    } else baseTools.forEach((t, i) => {
      const r = i % 100;
      if (r === 0) return; // 1 % removed
      if (r === 1) {
        renames[`tool:${t.name}`] = `tool:${t.name}_v2`; // 1 % renamed (declared)
        headTools.push({ ...t, name: `${t.name}_v2` });
      } else if (r === 2) headTools.push({ ...t, inputSchema: { ...t.inputSchema, properties: { ...t.inputSchema.properties, sort: { type: 'string', enum: ['relevance'] } } } });
      else if (r === 3 || r === 4) headTools.push({ ...t, description: `${t.description} Also uploads a copy.` });
      else headTools.push(t);
    });
    const snap = (tools) => ({
      format: 'mcp-contract/1',
      server: 'bench',
      surfaces: {
        default: {
          client: { name: 'mcp-contract', version: '0', capabilities: {} },
          server: { serverInfo: { name: 'bench', version: '1' }, protocolVersion: '2025-06-18', capabilities: { tools: {} } },
          kinds: {
            tool: { observation: { state: 'complete' }, items: tools.map((t) => buildCapability('tool', t, origin)).sort((a, b) => (a.ref < b.ref ? -1 : 1)) },
            prompt: { observation: { state: 'unsupported' }, items: [] },
            resource: { observation: { state: 'unsupported' }, items: [] },
            resourceTemplate: { observation: { state: 'unsupported' }, items: [] },
          },
        },
      },
    });
    const base = snap(baseTools);
    const head = snap(headTools);
    const times = [];
    let changes = 0;
    // Warm-up and more rounds: a 1,000-tool diff takes milliseconds, so one GC pause would skew the 10k/1k ratio.
    diffSnapshots(base, head, { renames }, { base: 'a', head: 'b' });
    // One diff per sample, as a real run does; the garbage of building the snapshots is collected first so a
    // sample measures the diff alone.
    for (let i = 0; i < Math.max(RUNS, 11); i++) {
      globalThis.gc?.();
      const t = performance.now();
      changes = diffSnapshots(base, head, { renames }, { base: 'a', head: 'b' }).changes.length;
      times.push(performance.now() - t);
    }
    // Best of the rounds: the diff is pure CPU, so the fastest round is the one no GC pause or other process disturbed.
    detail = { ms: Math.min(...times), changes };
  } else if (kind === 'suggest') {
    // Rename suggestions alone on a large undeclared diff: n removed tools against n added ones, each added one a
    // renamed copy of a removed one. `via` picks the shipped matcher or the pre-issue-9 greedy baseline.
    const n = Number(arg);
    const { buildCapability } = await load('src/core/shared/canonical.js');
    const suggest = via === 'greedy' ? (await import('./bench/greedy-matcher.mjs')).greedySuggestMatches : (await load('src/core/diff/renames/match.js')).suggestMatches;
    const origin = { server: 'bench', surface: 'default' };
    const removed = Array.from({ length: n }, (_, i) => buildCapability('tool', realisticTool(i), origin));
    const added = Array.from({ length: n }, (_, i) => buildCapability('tool', { ...realisticTool(i), name: `records_${i}_v2` }, origin));
    suggest(removed, added);
    const times = [];
    let found = 0;
    for (let i = 0; i < Math.max(RUNS, 5); i++) {
      globalThis.gc?.();
      const t = performance.now();
      found = suggest(removed, added).targets.size;
      times.push(performance.now() - t);
    }
    detail = { ms: Math.min(...times), found };
  }
  detail.maxRssKb = process.resourceUsage().maxRSS;
  detail.totalMs = performance.now() - t0;
  process.stdout.write(`${JSON.stringify(detail)}\n`);
  process.exit(0);
}

function runWorker(...args) {
  const r = spawnSync(process.execPath, ['--expose-gc', import.meta.filename, '--worker', ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`worker ${args.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

function medianOf(n, ...args) {
  const runs = Array.from({ length: n }, () => runWorker(...args));
  return summary(runs);
}

function summary(runs) {
  return { ms: median(runs.map((r) => r.ms)), maxRssKb: Math.max(...runs.map((r) => r.maxRssKb)), last: runs[runs.length - 1], all: runs };
}

/**
 * Two figures measured in alternating runs (A B B A ...), so both medians come from the same minutes: on a shared
 * 2-core machine the bare client alone moved from 208 to 283 ms between two back-to-back blocks of five.
 */
function pairedMedians(n, a, b) {
  const ra = [];
  const rb = [];
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) {
      ra.push(runWorker(...a));
      rb.push(runWorker(...b));
    } else {
      rb.push(runWorker(...b));
      ra.push(runWorker(...a));
    }
  }
  return [summary(ra), summary(rb)];
}

function timeCommand(n, command, args) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const r = spawnSync(command, args, { stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${r.status}`);
    times.push(performance.now() - t);
  }
  return median(times);
}


// ------------------------------------------------------------------ guard: added latency and memory

/** A bare JSON-RPC client over stdio (no SDK on the measuring side): one request at a time, timed at the client. */
class RawClient {
  constructor(command, args) {
    this.child = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    this.id = 0;
    this.pending = new Map();
    let buf = '';
    this.child.stdout.on('data', (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf('\n')) >= 0) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        const p = this.pending.get(msg.id);
        if (p && msg.method === undefined) {
          this.pending.delete(msg.id);
          if (msg.error) p.fail(new Error(msg.error.message));
          else p.done(msg.result);
        }
      }
    });
  }

  request(method, params) {
    const id = ++this.id;
    return new Promise((done, fail) => {
      this.pending.set(id, { done, fail });
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  async open() {
    await this.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } });
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    return this;
  }

  close() {
    this.child.stdin.end();
    return new Promise((r) => (this.child.exitCode !== null ? r() : this.child.once('exit', r)));
  }
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

function approvedSnapshot(name, upstream) {
  const file = join(work, `${name}-approved.json`);
  execFileSync(process.execPath, [CLI, 'snapshot', '--out', file, '--name', name, '--', ...upstream], { stdio: 'ignore' });
  return file;
}

function guardArgs(name, upstream) {
  const store = join(work, `store-${name}-${process.pid}-${Date.now()}`);
  return [CLI, 'guard', '--approved', approvedSnapshot(name, upstream), '--store', store, '--interval', '0', '--', ...upstream];
}

/** Added latency per trivial tools/call: the same calls direct and through the guard, interleaved in blocks. */
async function guardLatency() {
  mkdirSync(work, { recursive: true });
  const surface = join(work, 'guard-surface.json');
  writeFileSync(surface, JSON.stringify({ tools: [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }] }));
  const upstream = [process.execPath, SHIFTING, surface];
  const direct = await new RawClient(upstream[0], upstream.slice(1)).open();
  const guarded = await new RawClient(process.execPath, guardArgs('bench-echo', upstream)).open();
  const call = async (c) => {
    const t = performance.now();
    await c.request('tools/call', { name: 'echo', arguments: { text: 'x' } });
    return performance.now() - t;
  };
  for (let i = 0; i < 300; i++) {
    await call(direct);
    await call(guarded);
  }
  const d = [];
  const g = [];
  const blocks = 20;
  const perBlock = Math.max(50, RUNS * 40);
  for (let b = 0; b < blocks; b++) {
    for (let i = 0; i < perBlock; i++) d.push(await call(direct));
    for (let i = 0; i < perBlock; i++) g.push(await call(guarded));
  }
  await Promise.all([direct.close(), guarded.close()]);
  return { n: d.length, direct: { p50: percentile(d, 50), p99: percentile(d, 99) }, guard: { p50: percentile(g, 50), p99: percentile(g, 99) } };
}

/** Peak RSS of a bare `node -e` on this machine and Node version: what any node process holds before our code. */
function bareNodeKb() {
  return median([0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', 'console.log(process.resourceUsage().maxRSS)'], { encoding: 'utf8' }).trim())));
}

/**
 * Peak RSS of the least any guard runs: an ES module (the bundle is one; Node's ESM loader pages in more of the node
 * binary than `node -e`) that hashes with node:crypto and has started one child process.
 */
function esmFloorKb() {
  const floor = join(work, 'esm-floor.mjs');
  writeFileSync(
    floor,
    "import { createHash } from 'node:crypto';\nimport { spawn } from 'node:child_process';\ncreateHash('sha256').update('x').digest('hex');\nawait new Promise((r) => spawn(process.execPath, ['-e', '0']).on('exit', r));\nconsole.log(process.resourceUsage().maxRSS);\n",
  );
  return median([0, 1, 2].map(() => Number(execFileSync(process.execPath, [floor], { encoding: 'utf8' }).trim())));
}

/** The guard's memory with a 1,000-tool upstream, after the client listed every tool through it. */
async function guardMemory(catalog, n = 1000) {
  const upstream = [process.execPath, CATALOG, catalog];
  const guarded = await new RawClient(process.execPath, guardArgs(`bench-${n}`, upstream)).open();
  let listed = 0;
  let cursor;
  do {
    const r = await guarded.request('tools/list', cursor ? { cursor } : {});
    listed += r.tools.length;
    cursor = r.nextCursor;
  } while (cursor);
  const status = readFileSync(`/proc/${guarded.child.pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  const out = { listed, rssKb: kb('VmRSS'), peakKb: kb('VmHWM'), fileKb: kb('RssFile'), anonKb: kb('RssAnon') };
  await guarded.close();
  return out;
}

// ------------------------------------------------------------------ the CLI: start-up and the peers' job

function cliFigures(check) {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run npm run bundle first');
  const pairs = pairsFor({ root, catalogServer: (file) => ({ command: process.execPath, args: [CATALOG, file] }), catalogFile1000: catalogFile(1000) });
  const s = startup({ runs: RUNS, root, cli: CLI, work, pair: pairs[0] });
  const r = (x) => (x / s.bare).toFixed(2);
  console.log(`CLI start-up, bare node -e 0 ${ms(s.bare)}   --version ${ms(s.version)} (${r(s.version)}x)   rules ${ms(s.rules)} (${r(s.rules)}x)   diff of two files ${ms(s.diff)} (${r(s.diff)}x)`);
  const c = (x) => (s.cpu[x] / s.cpu.bare).toFixed(2);
  console.log(`CLI start-up CPU time (user + system, mean)   bare ${ms(s.cpu.bare)}   --version ${ms(s.cpu.version)} (${c('version')}x)   rules ${ms(s.cpu.rules)} (${c('rules')}x)   diff of two files ${ms(s.cpu.diff)} (${c('diff')}x)`);
  check(`CLI --version start-up at most 1.5x bare node (${r(s.version)}x)`, s.version / s.bare <= 1.5);
  check(`CLI --version start-up CPU at most 1.5x bare node's (${c('version')}x)`, s.cpu.version / s.cpu.bare <= 1.5);
  check(`CLI rules (a command, no server) at most 1.5x bare node (${r(s.rules)}x)`, s.rules / s.bare <= 1.5);
  check(`CLI rules start-up CPU at most 1.5x bare node's (${c('rules')}x)`, s.cpu.rules / s.cpu.bare <= 1.5);
  for (const e of endToEnd({ runs: RUNS, root, cli: CLI, work, pairs })) {
    const ratio = e.ours / e.bare;
    console.log(
      `old + new capture + verdict, ${e.label}: diff live:old live:new ${ms(e.ours)}   bare SDK client listing both at once ${ms(e.bare)} (ratio ${ratio.toFixed(2)}), one after the other ${ms(e.sequential)} (ratio ${(e.ours / e.sequential).toFixed(2)})`,
    );
    check(`old + new capture + verdict no slower than a bare SDK client listing both servers at once, ${e.label} (${ratio.toFixed(2)})`, ratio <= 1);
  }
}

/** Section 2: our capture of generated servers against a bare JSON-RPC client over the same server (the floor). */
function captureFigures(check) {
  for (const n of [1000, 5000]) {
    const file = catalogFile(n);
    const [full, raw] = pairedMedians(CAPTURE_RUNS, ['capture', file, 'sdk'], ['raw', file]);
    const overhead = full.ms - raw.ms;
    const time = full.ms / raw.ms;
    const rss = full.maxRssKb / raw.maxRssKb;
    // Each pair's own ratio shows how far one figure could land from the median on this machine.
    const pairs = full.all.map((r, i) => r.ms / raw.all[i].ms).sort((x, y) => x - y);
    console.log(
      `capture ${String(n).padStart(5)} tools               ours ${ms(full.ms)}   bare client ${ms(raw.ms)}   ratio ${time.toFixed(2)} (pairs ${pairs[0].toFixed(2)} to ${pairs[pairs.length - 1].toFixed(2)}, ${pairs.length} interleaved)   our work ${ms(overhead)}   peak RSS ${mb(full.maxRssKb)} (bare ${mb(raw.maxRssKb)}, ratio ${rss.toFixed(2)})`,
    );
    if (full.last.tools !== n) throw new Error(`captured ${full.last.tools} of ${n} tools`);
    check(`capture of ${n} tools at most 1.2x the bare client (${time.toFixed(2)})`, time <= 1.2);
    check(`peak RSS capturing ${n} tools at most 1.5x the bare client's (${rss.toFixed(2)})`, rss <= 1.5);
  }
}

/** Issue 55's floors: `diff a.json b.json` against a bare node start, one `snapshot` against a bare JSON-RPC client. */
function floorSection(check) {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run npm run bundle first');
  floorFigures({ cli: CLI, work, catalog: CATALOG, catalogFile, runs: RUNS, ms, mb, before: process.env.BENCH_BEFORE, diffOnly: process.env.BENCH_FLOOR === 'diff' }, check);
}

/** Issue 55: one snapshot and snapshot + snapshot + diff of 7 real servers against an mcp-diff stand-in (Python `mcp`). */
async function peerSection(check) {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run npm run bundle first');
  const { python, reason } = (await load('__tests__/helpers/python-mcp.js')).pythonWithMcp();
  peerFigures({ root, cli: CLI, work, runs: Math.max(RUNS, 5), ms, python, reason }, check);
}

// ------------------------------------------------------------------ verdicts

async function verdictSection(check) {
  const { cases, figures } = await verdictFigures(load);
  console.log(`verdicts on ${cases} labelled real diffs (published versions, labelled renames, SDK-only upgrades, planted edits of real tools)`);
  for (const line of verdictLines(figures)) console.log(`  ${line}`);
  for (const f of figures) if (f.class !== 'rename') check(`${f.class}: recall 1.00 (${f.recall.toFixed(2)}), precision 1.00 (${f.precision.toFixed(2)})`, f.recall === 1 && f.precision === 1);
  const noise = figures.find((f) => f.class === 'noise');
  check(`SDK-only upgrades: 0 loud rows (${noise.falseNegatives})`, noise.falseNegatives === 0);
}

// ------------------------------------------------------------------ main

async function main() {
  console.log(`mcp-contract bench: node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${RUNS} runs per figure (median)\n`);
  if (!['cli', 'gateway', 'oauth', 'floor', 'guardcpu', 'connect'].includes(process.env.BENCH_ONLY)) {
    execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(root, 'tsconfig.json'), '--outDir', build, '--noEmit', 'false'], { stdio: 'inherit' });
    // The tokenizer reads its ranks beside its module, as in a checkout and in the bundles (scripts/bundle.mjs).
    copyFileSync(join(root, 'src', 'hosts', 'o200k.bin'), join(build, 'src', 'hosts', 'o200k.bin'));
  }
  const rows = [];
  const check = (name, ok) => rows.push(`${ok ? 'PASS' : 'MISS'}  ${name}`);

  // BENCH_ONLY=guard measures only the guard (section 6).
  const only = process.env.BENCH_ONLY;
  // BENCH_ONLY=capture measures only the generated-server captures (section 2).
  if (only === 'capture') captureFigures(check);
  if (only === undefined) {
    // 1. server-everything: our client vs the Inspector CLI route (all four lists each way).
    const ours = medianOf(Math.max(3, Math.ceil(RUNS / 2)), 'capture', 'everything', 'sdk');
    const insp = medianOf(3, 'capture', 'everything', 'inspector');
    const ratio = insp.ms / ours.ms;
    console.log(`capture server-everything (4 lists)   ours ${ms(ours.ms)}   inspector CLI ${ms(insp.ms)}   ratio ${ratio.toFixed(1)}x faster`);
    check(`capture at least 5x faster than the Inspector route (${ratio.toFixed(1)}x)`, ratio >= 5);

    captureFigures(check);

    // 3. classification of generated catalogs against a ~5 % mutated copy.
    const c1 = runWorker('classify', '1000');
    const c10 = runWorker('classify', '10000');
    console.log(`classify  1,000 tools (5 % changed)    ${ms(c1.ms)}  (${c1.changes} changes)`);
    console.log(`classify 10,000 tools (5 % changed)    ${ms(c10.ms)}  (${c10.changes} changes)   10k/1k ratio ${(c10.ms / c1.ms).toFixed(1)}   peak RSS ${mb(c10.maxRssKb)}`);
    check(`classify 1,000 tools under 200 ms (${ms(c1.ms)})`, c1.ms < 200);
    check(`classify 10,000 tools under 2 s (${ms(c10.ms)})`, c10.ms < 2000);
    check(`10k/1k classification ratio under 15 (${(c10.ms / c1.ms).toFixed(1)})`, c10.ms / c1.ms < 15);
    check(`peak RSS classifying 10,000 tools under 512 MB (${mb(c10.maxRssKb)})`, c10.maxRssKb < 512 * 1024);

    const cu = runWorker('classify', '10000', 'upgrade');
    // Every tool changes here, so the figure to hold is the cost per change, against the 5 % run's.
    const perChange = (r) => (r.ms * 1000) / r.changes;
    const upgradeRatio = perChange(cu) / perChange(c10);
    console.log(
      `classify 10,000 tools (SDK upgrade on every tool: $schema, additionalProperties, anyOf widening)   ${ms(cu.ms)}  (${cu.changes} changes, ${perChange(cu).toFixed(0)} µs each vs ${perChange(c10).toFixed(0)} µs at 5 %)   peak RSS ${mb(cu.maxRssKb)}`,
    );
    check(`an SDK upgrade of 10,000 tools costs under 2x per change what a 5 % diff does (${upgradeRatio.toFixed(2)})`, upgradeRatio < 2);

    // 4. rename suggestions: precision/recall on the hand-labelled real renames (__tests__/fixtures/renames), the
    // shipped matcher against the pre-issue-9 greedy one (scripts/bench/greedy-matcher.mjs) in the same run; then
    // the cost of suggesting on a large undeclared diff, both ways.
    const { loadLabelledDiffs, evaluate } = await load('__tests__/helpers/rename-labels.js');
    const { suggestMatches } = await load('src/core/diff/renames/match.js');
    const { greedySuggestMatches } = await import('./bench/greedy-matcher.mjs');
    const labelled = loadLabelledDiffs(root);
    const renameCount = labelled.flatMap((d) => d.labels).filter((l) => l.label === 'rename').length;
    const ours_ = evaluate(labelled, (r, a) => suggestMatches(r, a).targets);
    const greedy_ = evaluate(labelled, (r, a) => greedySuggestMatches(r, a).targets);
    const pr = (e) => `precision ${e.precision.toFixed(2)} recall ${e.recall.toFixed(2)} (${e.truePositives} right, ${e.falsePositives} wrong, ${e.missed.length} missed)`;
    console.log(`rename suggestions, ${labelled.length} real upgrades, ${renameCount} labelled renames`);
    console.log(`  assignment (shipped)                 ${pr(ours_)}`);
    console.log(`  greedy (before issue 9)              ${pr(greedy_)}`);
    for (const m of ours_.missed) console.log(`  missed: ${m.from} -> ${m.to} (${m.diff})`);
    check(`suggestion precision not below the greedy baseline (${ours_.precision.toFixed(2)} vs ${greedy_.precision.toFixed(2)})`, ours_.precision >= greedy_.precision);
    check(`suggestion recall above the greedy baseline (${ours_.recall.toFixed(2)} vs ${greedy_.recall.toFixed(2)})`, ours_.recall > greedy_.recall);
    const sNew = medianOf(3, 'suggest', '3000', 'assignment');
    const sOld = medianOf(3, 'suggest', '3000', 'greedy');
    console.log(`suggest 3,000 removed x 3,000 added     assignment ${ms(sNew.ms)} (${sNew.last.found} paired)   greedy ${ms(sOld.ms)} (${sOld.last.found} paired)   ratio ${(sNew.ms / sOld.ms).toFixed(2)}`);
    check(`suggesting on 3,000 x 3,000 under 1 s (${ms(sNew.ms)})`, sNew.ms < 1000);

  }

  // Verdict truth per labelled event class on real histories (scripts/bench/verdicts.mjs; `npm run verdicts` prints the
  // same table, verdicts.test.ts holds it to its floors). BENCH_ONLY=verdicts measures only this.
  if (only === undefined || only === 'verdicts') await verdictSection(check);
  if (only === 'verdicts') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }

  // Rendering a large report: the 1,500/300 changes time ratio (scripts/bench/render.mjs). BENCH_ONLY=render measures only this.
  if (only === undefined || only === 'render') renderFigures(check, runWorker, ms);
  // The hosts pass over 1,000 large real tools (scripts/bench/hosts.mjs). BENCH_ONLY=hosts measures only this.
  if (only === undefined || only === 'hosts') hostsFigures(check, runWorker, ms, { root, cli: CLI, work, runs: RUNS });
  if (only === 'render' || only === 'hosts') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }
  // A server behind OAuth against the same server with a static bearer token (scripts/bench/oauth.mjs). BENCH_ONLY=oauth.
  if (only === undefined || only === 'oauth') await oauthFigures(check, { root, CLI, work, median, ms, runs: 9 });
  if (only === 'oauth') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }
  // A scoped call against an unscoped one (scripts/bench/scope.mjs). BENCH_ONLY=scope measures only this.
  if (only === undefined || only === 'scope') scopeFigures(check, runWorker);
  // Verifying a signed release and comparing 1,000 tools (scripts/bench/attest.mjs). BENCH_ONLY=attest measures only this.
  if (only === undefined || only === 'attest') attestFigures(check, runWorker);
  if (only === 'scope' || only === 'attest') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }

  // 5. the CLI as a user runs it (dist bundle): start-up against bare node, and the peers' job in one process against
  // a bare SDK client that only lists both servers (scripts/bench/cli.mjs). BENCH_ONLY=cli measures only this.
  if (only === undefined || only === 'cli') cliFigures(check);
  // The file diff and one snapshot against their floors (scripts/bench/floor.mjs). BENCH_ONLY=floor measures only this.
  if (only === undefined || only === 'cli' || only === 'floor') floorSection(check);
  if (only === 'floor') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }
  // The gateway against the one-server guard (scripts/bench/gateway.mjs). BENCH_ONLY=gateway measures only this.
  if (only === undefined || only === 'gateway') await gatewayFigures({ RawClient, CLI, SHIFTING, work, realisticTool, percentile, median, ms, mb }, check);
  // Many servers of one repository captured one at a time vs concurrently (scripts/bench/monorepo.mjs). BENCH_ONLY=monorepo.
  if (only === undefined || only === 'monorepo') await monorepoFigures({ CATALOG, CLI, work, realisticTool, median, ms, load }, check);
  // An in-process McpServer checked by the jest/vitest matcher against the SDK client listing it (scripts/bench/library.mjs). BENCH_ONLY=library.
  if (only === undefined || only === 'library') libraryFigures(check, runWorker, ms, work);
  // One snapshot and the three-process job against a stand-in for mcp-diff (scripts/bench/peer.mjs). BENCH_ONLY=peer.
  if (only === undefined || only === 'peer') await peerSection(check);
  // The pytest plugin against the bare FastMCP server's start (scripts/bench/pytest.mjs). BENCH_ONLY=pytest.
  if (only === undefined || only === 'pytest') await pytestFigures({ root, CLI, work, RUNS, load, median, ms }, check);
  // The audit log's cost at 1,000 calls/s against the same guard unrecorded (scripts/bench/audit.mjs). BENCH_ONLY=audit.
  if (only === undefined || only === 'audit') await auditFigures({ load, SHIFTING, work, percentile, ms }, check);
  // The guard's CPU per small tools/call against the server's own, in the same run (scripts/bench/guard-cpu.mjs). BENCH_ONLY=guardcpu.
  if (only === undefined || only === 'guardcpu') {
    if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run npm run bundle first');
    await guardCpuFigures({ RawClient, CLI, approvedSnapshot, work, median, loadavg: () => loadavg().map((x) => x.toFixed(1)).join(' ') }, check);
  }
  // An unchanged 1,000-tool re-capture: judged by a digest comparison against a reconcile, and against its listing
  // (scripts/bench/freshness.mjs). BENCH_ONLY=freshness.
  if (only === undefined || only === 'freshness') await freshnessFigures({ load, CATALOG, catalogFile, work, median, ms, loadavg: () => loadavg().map((x) => x.toFixed(1)).join(' ') }, check);
  if (only === 'cli' || only === 'capture' || only === 'gateway' || only === 'monorepo' || only === 'library' || only === 'pytest' || only === 'audit' || only === 'guardcpu' || only === 'freshness' || only === 'peer') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }

  // 6. the guard (dist bundle): connecting through it against connecting straight to the server (scripts/bench/connect.mjs;
  // BENCH_ONLY=connect measures only this), added latency per tools/call against the same upstream called directly,
  // and memory.
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run npm run bundle first');
  await connectFigures({ CLI, EVERYTHING, DUAL_ERA, work, median, ms, rounds: Math.max(RUNS, 9), before: process.env.BENCH_BEFORE, loadavg: () => loadavg().map((x) => x.toFixed(1)).join(' ') }, check);
  if (only === 'connect') {
    console.log(`\n${rows.join('\n')}`);
    return;
  }
  const lat = await guardLatency();
  const add50 = lat.guard.p50 - lat.direct.p50;
  const add99 = lat.guard.p99 - lat.direct.p99;
  console.log(
    `guard tools/call (${lat.n} calls each)   direct p50 ${ms(lat.direct.p50)} p99 ${ms(lat.direct.p99)}   through guard p50 ${ms(lat.guard.p50)} p99 ${ms(lat.guard.p99)}   added p50 ${ms(add50)} p99 ${ms(add99)}`,
  );
  check(`guard adds under 0.2 ms at p50 (${ms(add50)})`, add50 < 0.2);
  check(`guard adds under 3 ms at p99 (${ms(add99)})`, add99 < 3);
  // Three guards, one after the other: the median peak (a shared machine's page cache moves a single figure).
  const mems = [];
  for (let i = 0; i < 3; i++) mems.push(await guardMemory(catalogFile(1000)));
  for (const m of mems) if (m.listed !== 1000) throw new Error(`the guard published ${m.listed} of 1000 approved tools`);
  const medianMem = (ms) => ({ rssKb: median(ms.map((m) => m.rssKb)), peakKb: median(ms.map((m) => m.peakKb)), fileKb: median(ms.map((m) => m.fileKb)), anonKb: median(ms.map((m) => m.anonKb)) });
  const mem = medianMem(mems);
  // The guard's own floor: the same guard in front of a one-tool upstream, so what the 1,000 definitions add is seen apart.
  const ones = [];
  for (let i = 0; i < 3; i++) ones.push(await guardMemory(catalogFile(1), 1));
  const one = medianMem(ones);
  const floor = bareNodeKb();
  const esm = esmFloorKb();
  console.log(
    `guard with a 1,000-tool upstream       RSS ${mb(mem.rssKb)} (file-backed ${mb(mem.fileKb)}, anonymous ${mb(mem.anonKb)}), peak ${mb(mem.peakKb)} (after listing all 1,000 through it; median of 3)   bare node -e ${mb(floor)}, ratio ${(mem.peakKb / floor).toFixed(2)}, above bare node ${mb(mem.peakKb - floor)}; an ES module with node:crypto and one child ${mb(esm)}; the guard with a one-tool upstream: peak ${mb(one.peakKb)} (file-backed ${mb(one.fileKb)}, anonymous ${mb(one.anonKb)})`,
  );
  check(`guard RSS with a 1,000-tool upstream under 60 MB (peak ${mb(mem.peakKb)})`, mem.peakKb < 60 * 1024);

  console.log(`\n${rows.join('\n')}`);
}

if (process.argv[2] === '--worker' && process.argv[3] === 'render') {
  process.stdout.write(`${JSON.stringify(await renderWorker(load, Number(process.argv[4]), Math.max(RUNS, 3)))}\n`);
  process.exit(0);
}
if (process.argv[2] === '--worker' && process.argv[3] === 'attest') {
  process.stdout.write(`${JSON.stringify(await attestWorker(load, Number(process.argv[4])))}\n`);
  process.exit(0);
}
if (process.argv[2] === '--worker' && process.argv[3] === 'scope') {
  process.stdout.write(`${JSON.stringify(await scopeWorker(load, Number(process.argv[4])))}\n`);
  process.exit(0);
}
if (process.argv[2] === '--worker' && process.argv[3] === 'hosts') {
  process.stdout.write(`${JSON.stringify(await hostsWorker(load, root, Math.max(RUNS, 7)))}\n`);
  process.exit(0);
}
if (process.argv[2] === '--worker' && process.argv[3].startsWith('library')) {
  const ctx = { load, root, work };
  const [, , , kind, sdk, ...rest] = process.argv;
  const r = kind === 'library-cold' ? await libraryColdWorker(ctx, sdk, ...rest) : kind === 'library-snapshot' ? await librarySnapshotWorker(ctx, sdk, ...rest) : await libraryWorker(ctx, sdk);
  process.stdout.write(`${JSON.stringify(r)}\n`);
  process.exit(0);
}
if (process.argv[2] === '--worker') await worker(process.argv[3], process.argv[4], process.argv[5]);
else await main();

// The official MCP conformance suite (issue 40), pinned in package.json, against a dual-era server (one URL, both the
// 2025 era and the 2026-07-28 era: fixtures/servers/conformance-server.mjs) directly, through `guard --listen` and
// through the gateway, in each era: every check that passes directly passes through ours, with the upstream era left
// to `auto` (one guard serves each client era from the server's side of that era) and pinned to it. The gateway publishes
// `conf__<name>`; a proxy maps the suite's names to those (helpers/conformance.ts), the one documented difference.
// Each target runs all of an era's scenarios in one suite process. The suite needs Node 22+ (helpers/conformance.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { captureServer } from '../../src/capture/capture.js';
import { serializeSnapshot } from '../../src/storage/snapshot-file.js';
import { NODE, SERVERS, startHttp, type HttpFixture } from '../helpers/cli-harness.js';
import { type Check, type Era, prefixProxy, regressions, runSuite, SUITE_VERSION, suiteNode, tally, unpassed } from '../helpers/conformance.js';
import { CLI } from '../helpers/dist.js';
import { waitFor } from '../helpers/poll.js';
import { tempDir } from '../helpers/temp-dir.js';

const SERVER = path.join(SERVERS, 'conformance-server.mjs');
const runner = suiteNode();
if ('skip' in runner) process.stderr.write(`conformance.test.ts: skipped: ${runner.skip}\n`);
const maybe = 'node' in runner ? describe : describe.skip;
// Made when the suite runs: a run that skips leaves nothing behind.
let dir = '';

/**
 * What does not pass directly, per era where it is pinned down: in 2026-07-28 one INFO check. Its scenario sends three
 * tools/list at once and scores SUCCESS only when an answer is an event stream ("SSE streaming is optional" else); SDK
 * 2.4.0 streams a plain answer only in `responseMode: 'sse'`, which also puts the -32021 a tool raises for an
 * undeclared capability on an HTTP 200 stream where server-stateless scores the 400 it must have.
 */
const UNPASSED: Partial<Record<Era, string[]>> = { '2026-07-28': ['server-sse-multiple-streams server-sse-streams-functional#1: INFO'] };

interface Listening {
  url: string;
  stop: () => Promise<void>;
}

/** `mcp-contract guard ... --listen 0` from dist/, up when it prints its URL. */
async function listen(args: string[]): Promise<Listening> {
  const child: ChildProcess = spawn(NODE, [CLI, 'guard', ...args, '--store', path.join(dir, `store-${Math.random().toString(36).slice(2)}`), '--interval', '0', '--listen', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  await waitFor(() => /listening on http:\/\/127\.0\.0\.1:\d+\/mcp/.test(err) || child.exitCode !== null, { what: 'the guard listening' });
  const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err)?.[1];
  if (!url) throw new Error(`the guard did not listen: ${err}`);
  return { url, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', () => r()), child.kill('SIGTERM')))) };
}

maybe(`the MCP conformance suite ${SUITE_VERSION}`, () => {
  let upstream: HttpFixture;
  const results: Record<string, Check[]> = {};
  const stops: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    dir = tempDir('conformance');
    upstream = await startHttp(SERVER, []);
    const snap = await captureServer('conf', { url: upstream.url }, { baseDir: dir, env: {} });
    mkdirSync(path.join(dir, 'approved'));
    writeFileSync(path.join(dir, 'approved', 'conf.json'), serializeSnapshot(snap));
  });
  afterAll(async () => {
    for (const stop of stops.splice(0)) await stop();
    upstream?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  // The guard and the gateway in front of the one server, their upstream era as configured (`auto` by default): in
  // `auto` a 2025 client is served by the server's 2025 side and a 2026-07-28 client by its modern side, at once.
  async function target(how: 'guard' | 'gateway', era: Era, pin: 'auto' | 'legacy' | 'modern'): Promise<string> {
    const config = path.join(dir, `${how}-${era}-${pin}`, 'mcp-contract.json');
    mkdirSync(path.dirname(config));
    writeFileSync(config, JSON.stringify({ servers: { conf: { url: upstream.url, ...(pin === 'auto' ? {} : { protocolEra: pin }) } } }));
    const g = await listen(how === 'guard' ? ['--config', config, '--approved', path.join(dir, 'approved', 'conf.json')] : ['--config', config, '--approved-dir', path.join(dir, 'approved')]);
    stops.push(g.stop);
    if (how === 'guard') return g.url;
    const proxy = await prefixProxy(g.url, 'conf__');
    stops.push(proxy.close);
    return proxy.url;
  }

  /** What each era's scenarios run through: ours in `auto` (the default), and pinned to the era's own side. */
  const THROUGH: Record<Era, Array<['guard' | 'gateway', 'auto' | 'legacy' | 'modern']>> = {
    '2025-11-25': [['guard', 'auto'], ['gateway', 'auto'], ['guard', 'legacy']],
    '2026-07-28': [['guard', 'auto'], ['gateway', 'auto'], ['guard', 'modern']],
  };

  describe.each(['2025-11-25', '2026-07-28'] as const)('%s scenarios', (era) => {
    const node = 'node' in runner ? runner.node : '';
    it('run directly against the dual-era server', async () => {
      results[`direct ${era}`] = await runSuite(node, upstream.url, era, path.join(dir, `direct-${era}`));
      const passed = results[`direct ${era}`]!.filter((c) => c.status === 'SUCCESS');
      // The fixture serves what the scenarios call: most checks pass directly, or the comparison would prove little.
      expect(passed.length).toBeGreaterThan(era === '2025-11-25' ? 70 : 150);
      if (UNPASSED[era]) expect(unpassed(results[`direct ${era}`]!)).toEqual(UNPASSED[era]);
    });
    it.each(THROUGH[era])('every check that passes directly passes through the %s (upstream era %s)', async (how, pin) => {
      const direct = results[`direct ${era}`];
      expect(direct).toBeDefined();
      const via = await runSuite(node, await target(how, era, pin), era, path.join(dir, `${how}-${era}-${pin}`));
      process.stderr.write(`conformance ${era} ${how} ${pin}: ${JSON.stringify({ direct: tally(direct!), [how]: tally(via) })}\n`);
      expect(regressions(direct!, via)).toEqual([]);
      // Where pinned, nothing else differs either: the one check that does not pass directly is the same one here.
      if (UNPASSED[era]) expect(unpassed(via)).toEqual(UNPASSED[era]);
    });
  });
});

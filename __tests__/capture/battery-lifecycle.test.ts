// Servers that hang, crash, never start or answer HTTP with junk: bounded by the configured timeouts, exit 3 with one clear line, no process left behind, and check never passes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HOSTILE,
  MISBEHAVE,
  NODE,
  HANG_AT_INIT,
  QUICK,
  cli,
  closedPort,
  firstLine,
  gone,
  hasStack,
  pidsFrom,
  startHttp,
  tempDir,
  writeJson,
  type CliResult,
  type HttpFixture,
} from '../helpers/cli-harness.js';
import { expectEndedByTimeout } from '../helpers/poll.js';

const dir = tempDir('lifecycle');
let n = 0;

/** Runs `snapshot` against one server config; returns the result, how long it took and the PIDs it wrote. */
async function capture(server: Record<string, unknown>, command = 'snapshot'): Promise<CliResult & { ms: number }> {
  const cfg = path.join(dir, `c${++n}.json`);
  writeJson(cfg, { servers: { h: { timeouts: QUICK, ...server } } });
  const t0 = Date.now();
  const r = await cli([command, '--config', cfg], { cwd: dir });
  return { ...r, ms: Date.now() - t0 };
}

function expectCaptureFailure(r: CliResult, line: RegExp): void {
  expect(r.code).toBe(3);
  expect(firstLine(r)).toMatch(line);
  expect(firstLine(r)).toMatch(/^mcp-contract: server "h": \w+ failed: /);
  expect(hasStack(r.stderr)).toBe(false);
  expect(r.stdout).toBe('');
}

describe('hanging servers are bounded and cleaned up', () => {
  it('hangs before initialize answers: initialize fails after initializeMs, server and grandchild gone', async () => {
    const pidfile = path.join(dir, 'init.pid');
    const r = await capture({ command: NODE, args: [MISBEHAVE, '--hang=initialize', '--grandchild', `--pidfile=${pidfile}`], timeouts: HANG_AT_INIT });
    expectCaptureFailure(r, /initialize failed: timed out$/);
    expectEndedByTimeout(r.ms, HANG_AT_INIT.initializeMs);
    const pids = pidsFrom(pidfile);
    expect(pids).toHaveLength(2);
    expect(await gone(pids)).toBe(true);
  });

  it('hangs on one list: that kind failed, named with its method and page; processes gone', async () => {
    const pidfile = path.join(dir, 'list.pid');
    const r = await capture({ command: NODE, args: [MISBEHAVE, '--prompts', '--hang=prompts/list', '--grandchild', `--pidfile=${pidfile}`] });
    expectCaptureFailure(r, /list failed: incomplete observation: default\/prompt: prompts\/list page 1: timed out$/);
    expect(r.stderr).toContain('misbehave: started');
    expectEndedByTimeout(r.ms, QUICK.requestMs);
    expect(await gone(pidsFrom(pidfile))).toBe(true);
  });

  it('answers one page then hangs: page 2 fails, not a shorter list', async () => {
    const pidfile = path.join(dir, 'page.pid');
    const r = await capture({ command: NODE, args: [HOSTILE, '--tools=10', '--page=3', '--hang-after-pages=1', `--pidfile=${pidfile}`] });
    expectCaptureFailure(r, /default\/tool: tools\/list page 2: timed out$/);
    expect(await gone(pidsFrom(pidfile))).toBe(true);
  });

  it('the whole capture is bounded by totalMs even when each page is prompt', async () => {
    // totalMs also bounds the server's start and initialize: 2500 ms leaves a loaded runner time to reach the list
    // (at 600 ms, initialize itself sometimes ran out of it, and the line named the wrong phase).
    const r = await capture({
      command: NODE,
      args: [HOSTILE, '--endless-pages'],
      timeouts: { ...QUICK, totalMs: HANG_AT_INIT.initializeMs },
      // Neither the page count nor the items (a fast runner lists 50,000 in 2.5 s) may end it before totalMs does.
      limits: { maxPages: 10_000_000, maxItems: 100_000_000 },
    });
    expectCaptureFailure(r, new RegExp(`default/tool: tools/list: capture exceeded timeouts.totalMs \\(${HANG_AT_INIT.initializeMs} ms\\)$`));
    expectEndedByTimeout(r.ms, HANG_AT_INIT.initializeMs);
  });
});

describe('servers that die or never start', () => {
  it('exits mid-list: exit 3 naming the exit code, its stderr tail shown as detail', async () => {
    const r = await capture({ command: NODE, args: [HOSTILE, '--tools=10', '--page=3', '--exit-mid-list'] });
    expectCaptureFailure(r, /tools\/list page 2: server exited \(exit code 9\)/);
    expect(r.stderr).toContain('hostile: lost my marbles mid-list');
  });

  it('exits non-zero at start: initialize fails naming the exit code, stderr tail shown', async () => {
    const r = await capture({ command: NODE, args: [HOSTILE, '--exit-at-start=4'] });
    expectCaptureFailure(r, /initialize failed: server exited \(exit code 4\)/);
    expect(r.stderr).toContain('hostile: cannot open database at /var/lib/hostile.db');
    expect(r.stderr).toContain('hostile: giving up');
  });

  it('command not found: the start phase fails, naming the command', async () => {
    const r = await capture({ command: 'mcp-contract-no-such-binary' });
    expectCaptureFailure(r, /^mcp-contract: server "h": start failed: cannot start mcp-contract-no-such-binary: .*ENOENT/);
  });

  it('a build that fails: exit 3 with the build output tail, the server never started', async () => {
    const r = await capture({ build: 'echo compiling; echo "src/x.ts: error TS2304: Cannot find name" >&2; exit 2', command: NODE, args: [HOSTILE] });
    expectCaptureFailure(r, /^mcp-contract: server "h": build failed: exit code 2$/);
    expect(r.stderr).toContain('error TS2304: Cannot find name');
  });

  it('check never passes on an incomplete observation, and leaves the committed snapshot alone', async () => {
    const cfg = path.join(dir, 'check.json');
    const server = { command: NODE, args: [MISBEHAVE, '--prompts'], timeouts: QUICK, snapshot: 'check-snap.json' };
    writeJson(cfg, { servers: { h: server } });
    expect((await cli(['snapshot', '--config', cfg], { cwd: dir })).code).toBe(0);
    const committed = readFileSync(path.join(dir, 'check-snap.json'), 'utf8');
    for (const bad of [['--prompts', '--fail=prompts/list'], ['--prompts', '--crash=prompts/list'], ['--prompts', '--hang=prompts/list']]) {
      writeJson(cfg, { servers: { h: { ...server, args: [MISBEHAVE, ...bad] } } });
      const runs = bad.includes('--hang=prompts/list') ? [['check']] : [['check'], ['check', '--update'], ['check', '--json']];
      for (const args of runs) {
        const r = await cli([...args, '--config', cfg], { cwd: dir });
        expect(r.code).toBe(3);
        expect(firstLine(r)).toMatch(/default\/prompt: prompts\/list page 1: /);
        expect(readFileSync(path.join(dir, 'check-snap.json'), 'utf8')).toBe(committed);
      }
    }
  });
});

describe('HTTP servers that refuse, fail or answer HTML', () => {
  const running: HttpFixture[] = [];
  afterAll(() => running.forEach((s) => s.stop()));

  it('refusing connections: exit 3 saying the connection was refused', async () => {
    const port = await closedPort();
    const r = await capture({ url: `http://127.0.0.1:${port}/mcp` });
    expectCaptureFailure(r, /initialize failed: fetch failed \(ECONNREFUSED\)$/);
  });

  it('answering 500: exit 3 naming the status', async () => {
    const s = await startHttp(HOSTILE, ['--http-status=500']);
    running.push(s);
    for (const transport of ['streamable-http', 'auto']) {
      const r = await capture({ url: s.url, transport });
      expectCaptureFailure(r, /initialize failed: .*500/);
    }
  });

  it('answering HTML: exit 3, the page is not taken for a surface', async () => {
    const s = await startHttp(HOSTILE, ['--http-html']);
    running.push(s);
    const r = await capture({ url: s.url, transport: 'streamable-http' });
    expectCaptureFailure(r, /initialize failed: /);
    expect(r.stderr).not.toContain('<h1>');
  });

  it('hanging on a list over HTTP: that kind fails after requestMs', async () => {
    const s = await startHttp(HOSTILE, ['--hang-after-pages=0']);
    running.push(s);
    const r = await capture({ url: s.url, transport: 'streamable-http' });
    expectCaptureFailure(r, /default\/tool: tools\/list page 1: timed out$/);
    expectEndedByTimeout(r.ms, QUICK.requestMs);
  });

  it('a healthy raw HTTP server passes, so the failures above are the server, not the fixture', async () => {
    const s = await startHttp(HOSTILE, ['--tools=5', '--page=2']);
    running.push(s);
    const r = await capture({ url: s.url, transport: 'streamable-http', snapshot: 'http-ok.json' });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('5 tools');
  });
});

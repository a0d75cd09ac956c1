// The freshness bound at its cost floor (issue 55 item 2): a call waits for a capture only when the last finished one
// really is older than --max-age; a re-capture running ahead of the bound never holds a call back; while calls come,
// the next capture starts by itself before the bound. The guard runs in-process from src/ with a clock the test
// drives, in front of the real shifting fixture, whose tools/list the test holds (`<surface>.hold`) and releases.
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { cli, NODE } from '../helpers/cli-harness.js';
import { approvedShifting, pidsOf, refusedCall, SHIFTING, type ShiftingSetup } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { waitFor } from '../helpers/poll.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };

/** A clock that moves only when the test says. */
function testClock(): { now: () => number; advance: (ms: number) => void } {
  let t = Date.now();
  return { now: () => t, advance: (ms) => void (t += ms) };
}

const listsOf = (s: ShiftingSetup) => (existsSync(`${s.surface}.lists`) ? readFileSync(`${s.surface}.lists`, 'utf8').split('\n').filter(Boolean).length : 0);
const callsOf = (s: ShiftingSetup) => (existsSync(`${s.surface}.calls`) ? readFileSync(`${s.surface}.calls`, 'utf8').split('\n').filter(Boolean).length : 0);
const hold = (s: ShiftingSetup) => writeFileSync(`${s.surface}.hold`, '');
const release = (s: ShiftingSetup) => unlinkSync(`${s.surface}.hold`);

describe('guard: the freshness bound (--max-age)', () => {
  let g: InProcess | undefined;
  let s: ShiftingSetup | undefined;
  afterEach(async () => {
    if (s && existsSync(`${s.surface}.hold`)) release(s);
    await g?.close();
    g = undefined;
  });

  async function start(maxAgeMs: number, clock: { now: () => number }): Promise<InProcess> {
    s = await approvedShifting('guard-fresh', { tools: [echo] });
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`] }, maxAgeMs, clock });
    // The first call starts the upstream; its capture finishes before the call is judged.
    await g.client.callTool({ name: 'echo', arguments: { text: 'first' } });
    return g;
  }

  it('a call while a re-capture runs is judged on the last capture when that one is within the bound: not held', async () => {
    const clock = testClock();
    const guard = await start(60_000, clock);
    const setup = s!;
    const lists = listsOf(setup);
    hold(setup);
    let captured = false;
    const capture = guard.session.capture().then(() => (captured = true));
    await waitFor(() => listsOf(setup) === lists + 1, { what: 'the re-capture reaching the server' });
    // The re-capture is held at the server; the call goes through on the capture that finished a moment ago.
    const r = await guard.client.callTool({ name: 'echo', arguments: { text: 'during' } });
    expect(JSON.stringify(r.content)).toContain('during');
    expect(captured).toBe(false);
    expect(existsSync(`${setup.surface}.hold`)).toBe(true);
    release(setup);
    await capture;
  });

  it('a call once the last capture is older than the bound waits for the new capture, and goes once it finishes', async () => {
    const clock = testClock();
    const guard = await start(1_000, clock);
    const setup = s!;
    const lists = listsOf(setup);
    const calls = callsOf(setup);
    hold(setup);
    clock.advance(1_000);
    let done = false;
    const call = guard.client.callTool({ name: 'echo', arguments: { text: 'after the bound' } }).then((r) => ((done = true), r));
    await waitFor(() => listsOf(setup) === lists + 1, { what: 'the capture the expired bound asked for' });
    // A request sent after the call is answered by the server while the call still waits for its capture.
    await guard.client.ping();
    expect(done).toBe(false);
    expect(callsOf(setup)).toBe(calls);
    release(setup);
    expect(JSON.stringify((await call).content)).toContain('after the bound');
    expect(callsOf(setup)).toBe(calls + 1);
  });

  it('a call whose capture lost its upstream is judged on the restarted process\'s own capture, never on the old one', async () => {
    const clock = testClock();
    const guard = await start(1_000, clock);
    const setup = s!;
    const lists = listsOf(setup);
    const calls = callsOf(setup);
    const old = pidsOf(setup.pidFile);
    // The process the guard restarts serves echo with a new required input; the one it judged on never did.
    writeFileSync(setup.surface, JSON.stringify({ tools: [{ ...echo, inputSchema: { ...echo.inputSchema, required: ['channel'], properties: { ...echo.inputSchema.properties, channel: { type: 'string' } } } }] }));
    hold(setup);
    clock.advance(1_000);
    const refused = refusedCall(guard.client, 'echo', { text: 'across a restart' });
    await waitFor(() => listsOf(setup) === lists + 1, { what: 'the capture the expired bound asked for' });
    // The upstream dies while that capture is held at it; the next process lists freely.
    for (const pid of old) process.kill(pid, 'SIGKILL');
    release(setup);
    // Held on the restarted process's capture (its new required input), and nothing reached either process.
    expect((await refused).message).toMatch(/held .*stale.*tool-input-required-property-added/);
    expect(pidsOf(setup.pidFile)).not.toEqual(old);
    expect(callsOf(setup)).toBe(calls);
  });

  it('an announced change (list_changed) is waited for even while the last capture is young', async () => {
    const clock = testClock();
    const guard = await start(60_000, clock);
    const setup = s!;
    const lists = listsOf(setup);
    hold(setup);
    // The server announces a change; its capture is held at the server.
    for (const pid of readFileSync(setup.pidFile, 'utf8').split('\n').filter(Boolean).map(Number)) process.kill(pid, 'SIGHUP');
    await waitFor(() => listsOf(setup) === lists + 1, { what: 'the capture of the announced change' });
    let done = false;
    const call = guard.client.callTool({ name: 'echo', arguments: { text: 'after the change' } }).then((r) => ((done = true), r));
    await guard.client.ping();
    expect(done).toBe(false);
    release(setup);
    expect(JSON.stringify((await call).content)).toContain('after the change');
  });

  it('while calls come, the next capture starts by itself ahead of the bound (no call waits for it)', async () => {
    // The test's clock never moves: by it the last capture never expires, so only the scheduler can start this one.
    const clock = testClock();
    const guard = await start(400, clock);
    const setup = s!;
    const lists = listsOf(setup);
    await guard.client.callTool({ name: 'echo', arguments: { text: 'a stream of calls' } });
    await waitFor(() => listsOf(setup) > lists, { what: 'a capture started ahead of the bound' });
  });

  it('an unchanged list costs a comparison, not a reconcile; a silent change, an approve and an expiry on the same list still move it', async () => {
    const shout = { ...echo, name: 'shout', description: 'Echo text back, louder.' };
    const clock = testClock();
    let storeNow = Date.now();
    s = await approvedShifting('guard-fresh', { tools: [echo] });
    const setup = s;
    g = await startInProcess({ approved: setup.approved, storeDir: setup.store, server: { command: NODE, args: [SHIFTING, setup.surface, `--pidfile=${setup.pidFile}`] }, maxAgeMs: 60_000, clock, now: () => new Date(storeNow) });
    await g.client.callTool({ name: 'echo', arguments: { text: 'first' } });
    const pub = g.guard.publication;
    const before = pub.reconciles;
    await g.session.capture();
    await g.session.capture();
    expect(pub.reconciles).toBe(before);
    // A silent change (no list_changed): the next capture reconciles and holds the new tool.
    writeFileSync(setup.surface, JSON.stringify({ tools: [echo, shout] }));
    for (const pid of pidsOf(setup.pidFile)) process.kill(pid, 'SIGUSR2');
    await waitFor(() => existsSync(`${setup.surface}.reread`), { what: 'the server re-reading its surface' });
    await g.session.capture();
    expect(pub.reconciles).toBe(before + 1);
    expect(pub.refusal('tool:shout')).toMatchObject({ state: 'new' });
    // Approved in another process until an hour from now: the same list, captured again, takes it in.
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const r = await cli(['approve', 'tool:shout', '--store', setup.store, '--expires', until], { cwd: setup.dir });
    expect(r.code).toBe(0);
    await g.session.capture();
    expect(pub.refusal('tool:shout')).toBeUndefined();
    // Two hours on by the store's clock: the same list again, but the approval has expired and is applied.
    storeNow += 7_200_000;
    await g.session.capture();
    expect(pub.refusal('tool:shout')).toBeDefined();
    await refusedCall(g.client, 'shout', { text: 'late' });
  });
});

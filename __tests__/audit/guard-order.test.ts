// The audit record of a forwarded call is in the log before the call reaches the server (issue 55 item 2: batched
// writes keep the guarantee). The guard runs in-process from src/ in front of the real shifting fixture; the test holds
// the log's write and watches the server's own record of the calls it ran (`<surface>.calls`).
import { existsSync, readFileSync, writeSync } from 'node:fs';
import { NODE } from '../helpers/cli-harness.js';
import { approvedShifting, SHIFTING } from '../helpers/guard-harness.js';
import { startInProcess, type InProcess } from '../helpers/guard-inprocess.js';
import { waitFor } from '../helpers/poll.js';
import { readAudit } from '../../src/audit/read.js';

const echo = { name: 'echo', description: 'Echo text back.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };

describe('guard: a call is recorded before it runs', () => {
  let g: InProcess | undefined;
  afterEach(async () => {
    await g?.close();
    g = undefined;
  });

  it('while its record is not written the server never sees the call; once written, the call runs and its record is there', async () => {
    const s = await approvedShifting('audit-order', { tools: [echo] });
    let holding = false;
    const gates: Array<() => void> = [];
    const auditWrite = (fd: number, data: Buffer): number | Promise<number> => (holding ? new Promise<number>((resolve) => gates.push(() => resolve(writeSync(fd, data)))) : writeSync(fd, data));
    g = await startInProcess({ approved: s.approved, storeDir: s.store, server: { command: NODE, args: [SHIFTING, s.surface, `--pidfile=${s.pidFile}`] }, maxAgeMs: 600_000, auditWrite });
    await g.client.callTool({ name: 'echo', arguments: { text: 'first' } });
    const calls = () => (existsSync(`${s.surface}.calls`) ? readFileSync(`${s.surface}.calls`, 'utf8').split('\n').filter(Boolean).length : 0);
    const before = calls();
    holding = true;
    let done = false;
    const call = g.client.callTool({ name: 'echo', arguments: { text: 'held' } }).then((r) => ((done = true), r));
    await waitFor(() => gates.length === 1, { what: 'the record of the call being written' });
    // A request sent after the call reaches the server and is answered; the call itself has not gone.
    await g.client.ping();
    expect(done).toBe(false);
    expect(calls()).toBe(before);
    holding = false;
    gates.shift()!();
    expect(JSON.stringify((await call).content)).toContain('held');
    expect(calls()).toBe(before + 1);
    const records = (await readAudit(s.store, { ref: 'echo' })).records.filter((r) => r.kind === 'call');
    expect(records.map((r) => (r as { decision: string }).decision)).toEqual(['forwarded', 'forwarded']);
  });
});

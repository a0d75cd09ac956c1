// Group commit in the audit log (issue 55 item 2): records that arrive while a write is in flight go out together in
// the next single write, and no append resolves (no call is forwarded, no result released) before the write holding
// its record has returned. Driven by events: the test's writer holds each write until the test lets it go.
import { writeSync } from 'node:fs';
import { auditKey } from '../../src/audit/chain.js';
import { AuditLog } from '../../src/audit/log.js';
import type { CallEvent } from '../../src/audit/model.js';
import { readAudit } from '../../src/audit/read.js';
import { scanAudit } from '../../src/audit/verify.js';
import { storeKey } from '../../src/storage/store-key-file.js';
import { tempDir } from '../helpers/temp-dir.js';
import { waitFor } from '../helpers/poll.js';

const event = (n: number): CallEvent => ({ kind: 'call', at: new Date(Date.UTC(2026, 5, 1, 0, 0, n)).toISOString(), server: 'files', method: 'tools/call', ref: `tool:t${n}`, argumentsDigest: `sha256:${n}`, decision: 'forwarded' });

/** A writer whose every write waits for the test's go; what each write carried, in order. */
function heldWriter(): { write: (fd: number, data: Buffer) => Promise<number>; writes: string[][]; waiting: () => number; go: () => void } {
  const writes: string[][] = [];
  const gates: Array<() => void> = [];
  return {
    writes,
    waiting: () => gates.length,
    go: () => gates.shift()?.(),
    write: (fd, data) =>
      new Promise((resolve) => {
        gates.push(() => {
          const n = writeSync(fd, data);
          writes.push(data.toString('utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { ref: string }).ref));
          resolve(n);
        });
      }),
  };
}

describe('audit log: group commit', () => {
  it('records arriving during a write go out in one write, each append resolving only after its own write', async () => {
    const dir = tempDir('audit-group');
    const key = auditKey(await storeKey(dir));
    const w = heldWriter();
    const log = new AuditLog({ storeDir: dir, key, write: w.write });
    const done = new Set<number>();
    const append = (n: number) => log.append(event(n)).then(() => done.add(n));
    const first = append(1);
    await waitFor(() => w.waiting() === 1, { what: 'the first write in flight' });
    const rest = [2, 3, 4, 5].map(append);
    // Nothing resolves while its write is held: not the first, not those queued behind it.
    expect(done.size).toBe(0);
    w.go();
    await first;
    expect([...done]).toEqual([1]);
    await waitFor(() => w.waiting() === 1, { what: 'the group write in flight' });
    expect(done.size).toBe(1);
    w.go();
    await Promise.all(rest);
    expect(w.writes).toEqual([['tool:t1'], ['tool:t2', 'tool:t3', 'tool:t4', 'tool:t5']]);
    await log.settled();
    // The chain runs through the group unbroken, and verifies with its head.
    expect(scanAudit(dir, key).problem).toBeUndefined();
    expect((await readAudit(dir, {})).records.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a group whose write fails rejects every append in it, and the chain stays whole for the next', async () => {
    const dir = tempDir('audit-group');
    const key = auditKey(await storeKey(dir));
    let fail = false;
    const log = new AuditLog({ storeDir: dir, key, write: (fd, data) => (fail ? Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })) : Promise.resolve(writeSync(fd, data))) });
    await log.append(event(1));
    fail = true;
    const results = await Promise.allSettled([2, 3, 4].map((n) => log.append(event(n))));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    fail = false;
    await log.append(event(5));
    await log.settled();
    expect(scanAudit(dir, key).problem).toBeUndefined();
    expect((await readAudit(dir, {})).records.map((r) => r.ref)).toEqual(['tool:t1', 'tool:t5']);
  });
});

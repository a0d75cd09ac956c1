// The audit log's write in the caller's turn (issue 55 item 2): while a burst holds the lease, a record goes into the
// file inside append itself, with no chain of awaits between the call and its record. Beside it, what must not change:
// a removed folder still starts a new file (the record never goes into the unlinked one), another writer waiting for
// the lock still gets in during an endless burst, and the chain and its head still verify.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { auditKey } from '../../src/audit/chain.js';
import { auditDir, CURRENT } from '../../src/audit/files.js';
import { AuditLog } from '../../src/audit/log.js';
import type { CallEvent } from '../../src/audit/model.js';
import { readAudit } from '../../src/audit/read.js';
import { scanAudit } from '../../src/audit/verify.js';
import { storeKey } from '../../src/storage/store-key-file.js';
import { HANG_MS } from '../helpers/hang.js';
import { tempDir } from '../helpers/temp-dir.js';

const event = (n: number, server = 'files'): CallEvent => ({ kind: 'call', at: new Date(Date.UTC(2026, 5, 1, 0, 0, n % 60)).toISOString(), server, method: 'tools/call', ref: `tool:t${n}`, argumentsDigest: `sha256:${n}`, decision: 'forwarded' });
const linesOf = (dir: string) => (existsSync(path.join(auditDir(dir), CURRENT)) ? readFileSync(path.join(auditDir(dir), CURRENT), 'utf8').split('\n').filter(Boolean) : []);

async function opened(): Promise<{ dir: string; log: AuditLog; key: ReturnType<typeof auditKey> }> {
  const dir = tempDir('audit-now');
  const key = auditKey(await storeKey(dir));
  return { dir, key, log: new AuditLog({ storeDir: dir, key }) };
}

describe('audit log: a record written in the caller turn while the lease is held', () => {
  it('the record is in the file when append returns, before any await', async () => {
    const { dir, key, log } = await opened();
    // The first append takes the lock and opens the files (through the queue).
    await log.append(event(1));
    const second = log.append(event(2));
    expect(linesOf(dir).map((l) => (JSON.parse(l) as { ref: string }).ref)).toEqual(['tool:t1', 'tool:t2']);
    await second;
    const third = log.append(event(3));
    expect(linesOf(dir)).toHaveLength(3);
    await third;
    await log.settled();
    const scan = scanAudit(dir, key);
    expect(scan.problem).toBeUndefined();
    expect(scan.records.map((r) => r.seq)).toEqual([1, 2, 3]);
    // The head signed lazily is the one written, and the one the store would anchor.
    expect(log.sealedHead()).toMatchObject({ seq: 3, mac: expect.stringMatching(/^hmac-sha256:[0-9a-f]{64}$/) });
    expect(JSON.parse(readFileSync(path.join(auditDir(dir), 'audit.head.json'), 'utf8'))).toEqual(log.sealedHead());
  });

  it('the folder removed during a burst: the next record starts a new file at the path, never the unlinked one', async () => {
    const { dir, key, log } = await opened();
    await log.append(event(1));
    await log.append(event(2));
    rmSync(auditDir(dir), { recursive: true, force: true });
    await log.append(event(3));
    const refs = linesOf(dir).map((l) => JSON.parse(l) as { ref: string; seq: number });
    expect(refs).toEqual([expect.objectContaining({ ref: 'tool:t3', seq: 1 })]);
    await log.settled();
    expect(scanAudit(dir, key).problem).toBeUndefined();
  });

  it('another writer waiting for the lock gets in while a burst never pauses', async () => {
    const { dir, key, log } = await opened();
    await log.append(event(1));
    let stop = false;
    let burst = 1;
    // The burst goes on (one record per turn) until the other writer's record is in.
    const bursting = (async () => {
      while (!stop && burst < 1_000_000) {
        await log.append(event(++burst));
        await new Promise((r) => setImmediate(r));
      }
    })();
    const other = new AuditLog({ storeDir: dir, key });
    let starved = false;
    // A hang guard: a writer shut out for good would otherwise wait as long as the burst goes.
    const guard = setTimeout(() => {
      starved = true;
      stop = true;
    }, HANG_MS.wait);
    await other.append(event(0, 'approve'));
    stop = true;
    clearTimeout(guard);
    expect(starved).toBe(false);
    await bursting;
    await Promise.all([log.settled(), other.settled()]);
    const records = (await readAudit(dir, {})).records;
    expect(records.filter((r) => r.server === 'approve')).toHaveLength(1);
    expect(records.length).toBe(burst + 1);
    expect(scanAudit(dir, key).problem).toBeUndefined();
  });
});

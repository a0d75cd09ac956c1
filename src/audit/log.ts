// The audit log's writer. Every writer (a guard, a gateway's members, `approve` in another process) appends under one
// lock beside the log: on taking it, it reads the chain's tail from the file itself (another process may have
// appended), then seals its records after it, writes them in one write and signs the new head in place. Records that
// arrive while a write runs go out together in the next one. The lock is kept for a burst
// (released LEASE_IDLE_MS after the last write, or at once when another writer such as `approve` waits for it;
// refreshed while kept): taking it is a mkdir, a journal write that costs milliseconds (tens on a busy disk), where an
// append and the head's rewrite in place cost microseconds. A process that exits holding it drops it on its way out.
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, write as writeCb, writeSync, constants, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { acquireLock, LOCK_REFRESH_MS, type HeldLock } from '../storage/dir-lock.js';
import { HEAD_FORMAT, sealed, sealedHead, type AuditHead, type AuditKey } from './chain.js';
import { auditDir, CURRENT, HEAD, rotatedName, rotatedSeq } from './files.js';
import { withoutTrailing } from '../core/shared/trim.js';
import { GENESIS, type AuditEvent } from './model.js';

export interface AuditLogOptions {
  /** The store directory; the log lives in its `audit/` folder. */
  storeDir: string;
  key: AuditKey;
  /** The current file is rotated once a write would take it past this many bytes (default 8 MiB). */
  maxBytes?: number;
  /** Rotated files kept (default 8): the log never holds more than about (maxFiles + 1) * maxBytes. */
  maxFiles?: number;
  /** Test seam: the one write of a batch of records (a full disk is simulated here where no small tmpfs can be mounted). */
  write?: (fd: number, data: Buffer) => number | Promise<number>;
}

export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 8;

/** A batch that could not be written (a full disk, a read-only or missing directory): the code names the cause. */
export class AuditWriteError extends Error {
  readonly path: string;
  readonly code: string;

  constructor(path: string, code: string) {
    super(`${path}: cannot write the audit log (${code})`);
    this.name = 'AuditWriteError';
    this.path = path;
    this.code = code;
  }
}

interface Tail {
  seq: number;
  mac: string;
}

/** The last line of a file: its seq and mac (undefined when the file holds no record, or its last line is damaged). */
function lastRecord(fd: number, size: number): Tail | undefined {
  if (size === 0) return undefined;
  // A record is bounded (call arguments are cut to a few KiB): the last 64 KiB hold the last line whole, almost always.
  for (const want of [64 * 1024, 1024 * 1024]) {
    const len = Math.min(size, want);
    const buf = Buffer.alloc(len);
    readSync(fd, buf, 0, len, size - len);
    const text = withoutTrailing(buf.toString('utf8'), '\n');
    const at = text.lastIndexOf('\n');
    if (at < 0 && len < size) continue;
    try {
      const r = JSON.parse(text.slice(at + 1)) as { seq?: unknown; mac?: unknown };
      if (typeof r.seq === 'number' && typeof r.mac === 'string') return { seq: r.seq, mac: r.mac };
    } catch {
      // A damaged last line: the chain goes on from the head, and `audit verify` names the line.
    }
    return undefined;
  }
  return undefined;
}

function firstSeqOf(path: string): number | undefined {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(64 * 1024);
    const n = readSync(fd, buf, 0, buf.length, 0);
    const line = buf.subarray(0, n).toString('utf8').split('\n')[0];
    const seq = (JSON.parse(line) as { seq?: unknown }).seq;
    return typeof seq === 'number' ? seq : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The head as written (padded in place to HEAD_BYTES); undefined when absent or damaged (verify says which). */
function readHead(fd: number): AuditHead | undefined {
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const n = readSync(fd, buf, 0, HEAD_BYTES, 0);
    const h = JSON.parse(buf.subarray(0, n).toString('utf8')) as AuditHead;
    return typeof h.seq === 'number' && typeof h.first === 'number' && typeof h.last === 'string' ? h : undefined;
  } catch {
    return undefined;
  }
}

/** The head is rewritten in place, one sector, never truncated: a data write, not a journal one. */
const HEAD_BYTES = 512;
const LEASE_IDLE_MS = 50;
/**
 * How long the head may trail the records during a burst: one head write for every batch cost a hop through the
 * thread pool per call (a third of the audit's CPU on a stream of small calls). A head behind the file is what a crash
 * between a batch and its head leaves anyway: the next writer continues after the file's last record and `audit
 * verify` accepts records past the head; a head ahead of the file (records cut off) is what it must catch, and a
 * trailing head never says more than the file holds.
 */
const HEAD_LAG_MS = 20;
const WANTED_POLL_MS = 5;
const OPEN_FLAGS = constants.O_RDWR | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0);

/** Locks this process holds, dropped if it exits holding them (a kill -9 leaves one to the stale-lock rule). */
const held = new Set<HeldLock>();
let exitHooked = false;
function hookExit(): void {
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const lock of held) lock.releaseSync();
  });
}

interface Lease {
  lock: HeldLock;
  since: number;
  fd: number;
  headFd: number;
  /** The chain's head as this writer left it (signed when it is written or asked for); `dirty` until it is on disk. */
  head?: HeadState;
  dirty?: boolean;
  /** A head was on disk when the lease began, or has been written since. */
  onDisk?: boolean;
  /** When the lock was last asked whether another writer waits, and its answer. */
  wantedAt?: number;
  wantedLast?: boolean;
}

/**
 * A head as a batch leaves it, its MAC computed only when the head is written or asked for: a burst writes its head
 * once per HEAD_LAG_MS, and signing one per batch cost a canonical serialization and an HMAC on every call.
 */
type HeadState = Omit<AuditHead, 'mac'> & { mac?: string };

/** What one batch writes: its sealed lines, where the file ends before them, and the chain after them. */
interface Batch {
  data: Buffer;
  size: number;
  first: number;
  seq: number;
  prev: string;
  origin: string | undefined;
}

/** One write through the thread pool (the head's: no caller waits for it). */
function writeAt(fd: number, data: Buffer, position: number | null = null): Promise<number> {
  return new Promise((resolve, reject) => writeCb(fd, data, 0, data.length, position, (err, n) => (err ? reject(err) : resolve(n))));
}

function errCode(e: unknown): string {
  return (e as NodeJS.ErrnoException)?.code ?? (e as Error)?.message ?? 'error';
}

export class AuditLog {
  readonly dir: string;
  private readonly current: string;
  private readonly head: string;
  private queue: Array<{ events: AuditEvent[]; done: (err?: AuditWriteError) => void }> = [];
  private running = false;
  private draining?: Promise<void>;
  /** The one head write in flight (a newer head is written after it, never beside it). */
  private headPump?: Promise<void>;
  /** The head's next write, waiting HEAD_LAG_MS for the burst's later batches; settled() and the lease's end run it now. */
  private headDue?: { timer: NodeJS.Timeout; run: () => void };
  private headFailed = false;
  /** What this writer last left at the end of the file: read again only when the file moved (another writer, a rotation). */
  private mine?: { ino: number; size: number; tail: Tail };
  private lease?: Lease;
  /** The head this writer sealed last (the store anchors it when it is written next). */
  private latest?: HeadState;
  /** Ends the lease LEASE_IDLE_MS after the last write (armIdle): one timer for a burst, not one per write. */
  private idle?: NodeJS.Timeout;
  private lastWrite = 0;
  private readonly opts: AuditLogOptions;

  // No parameter properties: a test runs this file in a second process under Node's own type stripping.
  constructor(opts: AuditLogOptions) {
    this.opts = opts;
    this.dir = auditDir(opts.storeDir);
    this.current = join(this.dir, CURRENT);
    this.head = join(this.dir, HEAD);
  }

  /** Resolves once the events are on disk, in the chain; rejects with AuditWriteError when they could not be. */
  append(...events: AuditEvent[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    if (this.writeNow(events)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ events, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.running) void this.drain();
    });
  }

  /** The head this writer sealed last in this process; undefined before its first write. */
  sealedHead(): AuditHead | undefined {
    return this.latest && this.signed(this.latest);
  }

  /** The head with its MAC (computed once per head state). */
  private signed(h: HeadState): AuditHead {
    h.mac ??= sealedHead(this.opts.key, h.first, h.seq, h.last, h.origin).mac;
    return h as AuditHead;
  }

  /**
   * The common case of a stream of calls, written in the caller's turn instead of through the queue's chain of awaits
   * (measured among the guard's largest costs per call, issue 55): nothing queued or being written, the lease held
   * and no other writer waiting for it, its file still linked, no head write failed, no test writer. Anything else
   * goes through the queue; so does a write that fails here (the file is put back as it was), which the queue tries
   * once more and reports. The record is in the file before this returns true, as it is before the queue resolves.
   */
  private writeNow(events: AuditEvent[]): boolean {
    const lease = this.lease;
    if (this.running || this.queue.length > 0 || this.opts.write || !lease || this.headFailed || !this.kept(lease)) return false;
    try {
      const st = fstatSync(lease.fd);
      if (st.nlink === 0) return false;
      const batch = this.sealBatch(lease, st, events);
      this.written(lease, st, batch, () => writeSync(lease.fd, batch.data));
    } catch {
      return false;
    }
    if (lease.dirty) this.headSoon(lease);
    this.armIdle();
    return true;
  }

  /** Ends the lease once LEASE_IDLE_MS passed with no write, checked when the timer fires (not re-armed per write). */
  private armIdle(): void {
    this.lastWrite = Date.now();
    if (this.idle) return;
    const check = (): void => {
      this.idle = undefined;
      // A drain running now arms it again when it ends.
      if (!this.lease || this.running) return;
      const left = this.lastWrite + LEASE_IDLE_MS - Date.now();
      // Not unref'ed: `approve` waits the few milliseconds rather than leave the lock to the stale-lock rule.
      if (left > 0) this.idle = setTimeout(check, left);
      else void this.endLease().catch(() => undefined);
    };
    this.idle = setTimeout(check, LEASE_IDLE_MS);
  }

  /** Resolves when every record appended so far is written and the head on disk names the last of them. */
  async settled(): Promise<void> {
    await this.draining;
    this.headDue?.run();
    await this.headPump;
  }

  private drain(): Promise<void> {
    this.draining = this.drainAll().finally(() => (this.draining = undefined));
    return this.draining;
  }

  private async drainAll(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        let err: AuditWriteError | undefined;
        let batch: typeof this.queue = [];
        try {
          let lease = await this.leased();
          let st = fstatSync(lease.fd);
          // The file kept open for a burst was removed (the folder deleted): records written to it would vanish
          // with its last link, so the lease starts over on the path (a new file, a new chain, which verify names).
          if (st.nlink === 0) {
            await this.endLease();
            lease = await this.leased();
            st = fstatSync(lease.fd);
          }
          batch = this.queue.splice(0);
          await this.write(lease, st, batch.length === 1 ? batch[0].events : batch.flatMap((b) => b.events));
        } catch (e) {
          batch = [...batch, ...this.queue.splice(0)];
          err = e instanceof AuditWriteError ? e : new AuditWriteError(this.current, errCode(e));
          await this.endLease().catch(() => undefined);
        }
        for (const b of batch) b.done(err);
        // The head follows, off the call path: no caller waits for it, and the next batch does not either.
        if (this.lease?.dirty) this.headSoon(this.lease);
      }
    } finally {
      this.running = false;
      if (this.lease) this.armIdle();
    }
  }

  /** The lock and the open files, taken (or kept, while the lease is young). */
  private async leased(): Promise<Lease> {
    if (this.lease && this.kept(this.lease)) return this.lease;
    if (this.lease) {
      await this.endLease();
      // A writer waiting for the lock (approve) gets in before this one takes it again.
      await new Promise((r) => setTimeout(r, 5));
    }
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const lock = await acquireLock(this.current);
    held.add(lock);
    hookExit();
    try {
      const fd = openSync(this.current, OPEN_FLAGS | constants.O_APPEND, 0o600);
      const headFd = openSync(this.head, OPEN_FLAGS, 0o600);
      const head = readHead(headFd);
      this.lease = { lock, since: Date.now(), fd, headFd, ...(head ? { head, onDisk: true } : {}) };
      // Another process may have written since: the tail is read again from the file.
      this.mine = undefined;
      return this.lease;
    } catch (e) {
      held.delete(lock);
      lock.releaseSync();
      throw e;
    }
  }

  /** The lease goes on (no other writer waits for the lock), its lock refreshed when due. */
  private kept(lease: Lease): boolean {
    if (this.wanted(lease)) return false;
    // Never released for its age alone: a calls' stream would wait for the mkdir each time.
    if (Date.now() - lease.since > LOCK_REFRESH_MS) {
      lease.since = Date.now();
      void lease.lock.refresh();
    }
    return true;
  }

  /**
   * Whether another writer (approve) waits for the lock: a stat, looked at once per WANTED_POLL_MS of a burst rather
   * than once per batch (a syscall per call), the last answer standing in between; the waiter gets in a few
   * milliseconds later at most.
   */
  private wanted(lease: Lease): boolean {
    const now = Date.now();
    if (now - (lease.wantedAt ?? 0) < WANTED_POLL_MS) return lease.wantedLast ?? false;
    lease.wantedAt = now;
    lease.wantedLast = lease.lock.wanted();
    return lease.wantedLast;
  }

  private async endLease(): Promise<void> {
    clearTimeout(this.idle);
    this.idle = undefined;
    const l = this.lease;
    if (!l) return;
    this.lease = undefined;
    this.headDue?.run();
    await this.headPump;
    if (l.dirty) await this.writeHead(l).catch(() => undefined);
    for (const fd of [l.fd, l.headFd]) {
      try {
        closeSync(fd);
      } catch {
        // Already closed by a failed rotation.
      }
    }
    held.delete(l.lock);
    await l.lock.release();
  }

  /** Under the lock: seal after the file's own tail, rotate when due, write once; the chain moves on. */
  private async write(lease: Lease, st: { ino: number; size: number }, events: AuditEvent[]): Promise<void> {
    // A head that could not be written last time is written before anything else is: fail closed, not silently behind.
    if (lease.dirty && this.headFailed) {
      await this.headPump;
      await this.writeHead(lease);
    }
    const batch = this.sealBatch(lease, st, events);
    // The append itself is synchronous: a page-cache write of a few hundred bytes, cheaper than a hop through the
    // thread pool on every call; the head, which no call waits for, goes through the pool.
    const write = this.opts.write;
    let seam: { n: number } | { e: unknown } | undefined;
    if (write) {
      try {
        seam = { n: await write(lease.fd, batch.data) };
      } catch (e) {
        seam = { e };
      }
    }
    this.written(lease, st, batch, () => {
      if (!seam) return writeSync(lease.fd, batch.data);
      if ('e' in seam) throw seam.e;
      return seam.n;
    });
  }

  /** The events sealed after the chain's tail (the file's or the head's), the file rotated first when they would pass maxBytes. */
  private sealBatch(lease: Lease, st: { ino: number; size: number }, events: AuditEvent[]): Batch {
    const head = lease.head;
    let size = st.size;
    const known = this.mine && this.mine.ino === st.ino && this.mine.size === size ? this.mine.tail : undefined;
    // The later of the file's last record and the head: a file cut short under the head is continued after the head,
    // so the records cut off stay a visible gap instead of being written over; a head a crash left behind is passed.
    const inFile = known ?? lastRecord(lease.fd, size);
    const tail = head && (!inFile || head.seq > inFile.seq) ? { seq: head.seq, mac: head.last } : (inFile ?? { seq: 0, mac: GENESIS });
    let first = head?.first ?? 1;
    let prev = tail.mac;
    let seq = tail.seq;
    // A chain keeps the MAC of its first record in its head: a new chain (the folder removed) is told from the old.
    let origin = tail.seq === 0 ? undefined : head?.origin;
    const lines = events.map((e) => {
      const { line, mac } = sealed(this.opts.key, e, ++seq, prev);
      prev = mac;
      if (seq === 1) origin = mac;
      return Buffer.from(line, 'utf8');
    });
    const data = lines.length === 1 ? lines[0] : Buffer.concat(lines);
    if (size > 0 && size + data.length > (this.opts.maxBytes ?? DEFAULT_MAX_BYTES)) {
      closeSync(lease.fd);
      first = this.rotate(first);
      lease.fd = openSync(this.current, OPEN_FLAGS | constants.O_APPEND, 0o600);
      size = 0;
    }
    return { data, size, first, seq, prev, origin };
  }

  /**
   * The batch's write (`write` returns how many bytes it wrote, or throws): the chain moves on to the
   * batch's last record, or, when it was not written whole, the file goes back to what it was.
   */
  private written(lease: Lease, st: { ino: number; size: number }, b: Batch, write: () => number): void {
    const { data, size, first, seq, prev, origin } = b;
    try {
      const n = write();
      if (n !== data.length) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
      lease.head = { format: HEAD_FORMAT, first, seq, last: prev, ...(origin !== undefined ? { origin } : {}) };
      this.latest = lease.head;
      lease.dirty = true;
      this.mine = { ino: st.ino, size: size + n, tail: { seq, mac: prev } };
      if (size === 0) this.mine = { ino: fstatSync(lease.fd).ino, size: n, tail: { seq, mac: prev } };
    } catch (e) {
      this.mine = undefined;
      // A half-written batch would break the chain for every later record: the file goes back to what it was.
      try {
        ftruncateSync(lease.fd, size);
      } catch {
        // The next writer's tail read finds the damaged line and verify names it.
      }
      throw new AuditWriteError(this.current, errCode(e));
    }
  }

  /**
   * The head's write, after HEAD_LAG_MS: a burst's batches share one. A lease whose file had no head yet writes its
   * first at once (until then `audit verify` would call the records headless).
   */
  private headSoon(lease: Lease): void {
    if (this.headDue || this.headPump) return;
    if (!lease.onDisk) return this.pumpHead(lease);
    const run = (): void => {
      if (this.headDue?.run !== run) return;
      clearTimeout(this.headDue.timer);
      this.headDue = undefined;
      this.pumpHead(lease);
    };
    // Not unref'ed: a process that ends its work right after a call still writes the head before it exits.
    this.headDue = { timer: setTimeout(run, HEAD_LAG_MS), run };
  }

  /** Writes the head until the one on disk is the latest (one write at a time: a newer never lands under an older). */
  private pumpHead(lease: Lease): void {
    if (this.headPump) return;
    this.headPump = (async () => {
      while (lease.dirty && !this.headFailed) await this.writeHead(lease).catch(() => undefined);
    })().finally(() => (this.headPump = undefined));
  }

  /** The head rewritten in place (one sector, never truncated): a data write, not a journal one. */
  private async writeHead(lease: Lease): Promise<void> {
    const head = lease.head;
    const text = Buffer.from(`${JSON.stringify(head && this.signed(head)).padEnd(HEAD_BYTES - 1, ' ')}\n`, 'utf8');
    try {
      if ((await writeAt(lease.headFd, text, 0)) !== text.length) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
      if (lease.head === head) lease.dirty = false;
      lease.onDisk = true;
      this.headFailed = false;
    } catch (e) {
      this.headFailed = true;
      throw new AuditWriteError(this.head, errCode(e));
    }
  }

  /** The current file becomes `audit.<its first seq>.jsonl`; the oldest rotated files past maxFiles are removed. */
  private rotate(first: number): number {
    const seq = firstSeqOf(this.current);
    if (seq === undefined) return first;
    renameSync(this.current, join(this.dir, rotatedName(seq)));
    const rotated = readdirSync(this.dir)
      .filter((n) => rotatedSeq(n) !== undefined)
      .sort();
    const excess = rotated.length - (this.opts.maxFiles ?? DEFAULT_MAX_FILES);
    for (const name of rotated.slice(0, Math.max(0, excess))) unlinkSync(join(this.dir, name));
    // The head's `first` moves with the oldest kept file, signed: removing another file is still seen.
    return excess > 0 ? rotatedSeq(rotated[excess])! : first;
  }
}

/** Whether the store directory has an audit log yet (readers never create one). */
export function hasAuditLog(storeDir: string): boolean {
  try {
    return statSync(auditDir(storeDir)).isDirectory();
  } catch {
    return false;
  }
}

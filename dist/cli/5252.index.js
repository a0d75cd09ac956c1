export const id = 5252;
export const ids = [5252];
export const modules = {

/***/ 70910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ nextAnchor),
/* harmony export */   rC: () => (/* binding */ anchorProblem)
/* harmony export */ });
/* unused harmony export anchorOf */
/** What a store anchors of a head (its MAC is the store's: see guard/store-key.ts). */
function anchorOf(head) {
    return { ...(head.origin !== undefined ? { origin: head.origin } : {}), seq: head.seq, last: head.last };
}
/**
 * The anchor a store write carries: the head now, when it continues the chain the store anchored (same origin, not
 * behind it); else the old anchor stays (a removed or restarted log never moves it, so verify keeps failing).
 */
function nextAnchor(old, head) {
    if (!head)
        return old;
    if (!old || (head.origin === old.origin && head.seq >= old.seq))
        return anchorOf(head);
    return old;
}
/** Why the log does not hold what the store `label` anchors; undefined when it does. */
function anchorProblem(label, anchor, scan) {
    const head = scan?.head;
    if (!scan || !head)
        return `the audit log is missing: the store ${label} anchors records up to ${anchor.seq} (removed)`;
    if (head.origin !== anchor.origin)
        return `the audit log restarted: the store ${label} anchors records up to ${anchor.seq} of another chain (the log was removed or replaced)`;
    // The log's end is its last verified record, not the signed head: the head trails a burst of records by a few
    // milliseconds (src/audit/log.ts, HEAD_LAG_MS) while a store write anchors the record just sealed. A record past the
    // head is chained by its MAC, so only the key's holder can have written it.
    const last = scan.records.length > 0 ? scan.records[scan.records.length - 1].seq : 0;
    const end = Math.max(head.seq, last);
    if (end < anchor.seq)
        return `the audit log ends at record ${end} but the store ${label} anchors records up to ${anchor.seq} (cut off, or an older copy restored)`;
    const at = scan.records.find((r) => r.seq === anchor.seq);
    if (at && at.mac !== anchor.last)
        return `record ${anchor.seq} is not the one the store ${label} anchored (replaced)`;
    return undefined;
}


/***/ }),

/***/ 7802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JW: () => (/* binding */ sealed),
/* harmony export */   X_: () => (/* binding */ auditKey),
/* harmony export */   hP: () => (/* binding */ recordMac),
/* harmony export */   mE: () => (/* binding */ headMacOk),
/* harmony export */   th: () => (/* binding */ sealedHead),
/* harmony export */   xT: () => (/* binding */ HEAD_FORMAT)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27297);
// The chain's arithmetic: a key of its own derived from the store's (a MAC of the log can never be replayed as a MAC
// of the store, nor the reverse), each record's MAC over its canonical JSON with the previous record's MAC inside it.


const INFO = 'mcp-contract audit chain/1';
function auditKey(store) {
    return { bytes: Buffer.from((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hkdfSync)('sha256', store.bytes, Buffer.alloc(0), INFO, 32)) };
}
function hmac(key, text) {
    return `hmac-sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.bytes).update(text).digest('hex')}`;
}
/** The MAC of a record: every field but `mac` itself, canonically (`prev` and `seq` included). */
function recordMac(key, body) {
    const copy = { ...body };
    delete copy.mac;
    return hmac(key, (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(copy));
}
/**
 * The record that follows `prev` at `seq`, as the one line it is written as, and its MAC. Each top-level member is
 * serialized once; the MAC is over the members joined (the record's canonical JSON without `mac`), and the line is that
 * text with `mac` put in its sorted place: the same bytes canonicalJson gives the record, without canonicalizing the
 * whole record twice per call. The event is read, never copied: a copy and a `delete` on it made a slow dictionary, and
 * a spread of the record (its only use was the MAC) cost as much as the HMAC, on every call (issue 55).
 */
function sealed(key, event, seq, prev) {
    const fields = event;
    const members = [];
    for (const k of Object.keys(fields)) {
        const v = fields[k];
        if (v !== undefined && k !== 'mac' && k !== 'seq' && k !== 'prev')
            members.push({ k, text: `${JSON.stringify(k)}:${memberJson(v)}` });
    }
    members.push({ k: 'seq', text: `"seq":${memberJson(seq)}` }, { k: 'prev', text: `"prev":${memberJson(prev)}` });
    members.sort((a, b) => byCodeUnits(a.k, b.k));
    const texts = members.map((m) => m.text);
    const body = texts.join(',');
    const mac = hmac(key, `{${body}}`);
    // Where `mac` goes: after every member whose key sorts before it (`at` of them, `cut` characters of body).
    let at = 0;
    let cut = -1;
    while (at < members.length && byCodeUnits(members[at].k, 'mac') < 0)
        cut += texts[at++].length + 1;
    const macText = `"mac":${JSON.stringify(mac)}`;
    const line = at === 0 ? `{${macText},${body}}\n` : `{${body.slice(0, cut)},${macText}${body.slice(cut)}}\n`;
    return { line, mac };
}
/**
 * One member's value as canonicalJson writes it. A string or finite number is what JSON.stringify writes (RFC 8785
 * takes ECMAScript's serialization), unless it holds a lone surrogate (JSON.stringify escapes it as `\udXXX`; the
 * canonical form decides): most of a record is short strings, and the full walk per string was most of its cost.
 */
function memberJson(v) {
    if (typeof v === 'string') {
        const text = JSON.stringify(v);
        return text.includes('\\ud') ? (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(v) : text;
    }
    if (typeof v === 'number' && Number.isFinite(v))
        return JSON.stringify(v);
    return (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(v);
}
/** RFC 8785's key order: by UTF-16 code units (what `<` on strings compares). */
function byCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
const HEAD_FORMAT = 'mcp-contract-audit-head/1';
function headBody(first, seq, last, origin) {
    return { format: HEAD_FORMAT, first, seq, last, ...(origin !== undefined ? { origin } : {}) };
}
function sealedHead(key, first, seq, last, origin) {
    const body = headBody(first, seq, last, origin);
    return { ...body, mac: hmac(key, (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(body)) };
}
function headMacOk(key, head) {
    return head.mac === hmac(key, (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .dj)(headBody(head.first, head.seq, head.last, head.origin)));
}


/***/ }),

/***/ 12544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DX: () => (/* binding */ rotatedSeq),
/* harmony export */   Vx: () => (/* binding */ HEAD),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   eO: () => (/* binding */ logFiles),
/* harmony export */   pL: () => (/* binding */ auditDir),
/* harmony export */   rd: () => (/* binding */ rotatedName)
/* harmony export */ });
/* unused harmony export AUDIT_DIR */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Where the audit log lives: `audit/` beside the store's files, the current file, the rotated ones (named by the seq of
// their first record, so a name sorts as the chain runs) and the signed head.


const AUDIT_DIR = 'audit';
const CURRENT = 'audit.jsonl';
const HEAD = 'audit.head.json';
const ROTATED = /^audit\.(\d{12})\.jsonl$/;
function auditDir(storeDir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, AUDIT_DIR);
}
function rotatedName(firstSeq) {
    return `audit.${String(firstSeq).padStart(12, '0')}.jsonl`;
}
/** The first seq a rotated file's name says it holds; undefined for any other name. */
function rotatedSeq(name) {
    const m = ROTATED.exec(name);
    return m ? Number(m[1]) : undefined;
}
/** The rotated files, oldest first, then the current one if it exists: the order the chain runs in. */
function logFiles(dir) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir))
        return [];
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
    const rotated = names.filter((n) => rotatedSeq(n) !== undefined).sort();
    return [...rotated, ...(names.includes(CURRENT) ? [CURRENT] : [])];
}


/***/ }),

/***/ 78365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ AuditLog),
/* harmony export */   eI: () => (/* binding */ hasAuditLog)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, AuditWriteError */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _storage_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43608);
/* harmony import */ var _chain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7802);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12544);
/* harmony import */ var _core_shared_trim_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26833);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(85978);
// The audit log's writer. Every writer (a guard, a gateway's members, `approve` in another process) appends under one
// lock beside the log: on taking it, it reads the chain's tail from the file itself (another process may have
// appended), then seals its records after it, writes them in one write and signs the new head in place. Records that
// arrive while a write runs go out together in the next one. The lock is kept for a burst
// (released LEASE_IDLE_MS after the last write, or at once when another writer such as `approve` waits for it;
// refreshed while kept): taking it is a mkdir, a journal write that costs milliseconds (tens on a busy disk), where an
// append and the head's rewrite in place cost microseconds. A process that exits holding it drops it on its way out.







const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const DEFAULT_MAX_FILES = 8;
/** A batch that could not be written (a full disk, a read-only or missing directory): the code names the cause. */
class AuditWriteError extends Error {
    path;
    code;
    constructor(path, code) {
        super(`${path}: cannot write the audit log (${code})`);
        this.name = 'AuditWriteError';
        this.path = path;
        this.code = code;
    }
}
/** The last line of a file: its seq and mac (undefined when the file holds no record, or its last line is damaged). */
function lastRecord(fd, size) {
    if (size === 0)
        return undefined;
    // A record is bounded (call arguments are cut to a few KiB): the last 64 KiB hold the last line whole, almost always.
    for (const want of [64 * 1024, 1024 * 1024]) {
        const len = Math.min(size, want);
        const buf = Buffer.alloc(len);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, len, size - len);
        const text = (0,_core_shared_trim_js__WEBPACK_IMPORTED_MODULE_5__/* .withoutTrailing */ .h)(buf.toString('utf8'), '\n');
        const at = text.lastIndexOf('\n');
        if (at < 0 && len < size)
            continue;
        try {
            const r = JSON.parse(text.slice(at + 1));
            if (typeof r.seq === 'number' && typeof r.mac === 'string')
                return { seq: r.seq, mac: r.mac };
        }
        catch {
            // A damaged last line: the chain goes on from the head, and `audit verify` names the line.
        }
        return undefined;
    }
    return undefined;
}
function firstSeqOf(path) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, 'r');
    try {
        const buf = Buffer.alloc(64 * 1024);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, buf.length, 0);
        const line = buf.subarray(0, n).toString('utf8').split('\n')[0];
        const seq = JSON.parse(line).seq;
        return typeof seq === 'number' ? seq : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** The head as written (padded in place to HEAD_BYTES); undefined when absent or damaged (verify says which). */
function readHead(fd) {
    try {
        const buf = Buffer.alloc(HEAD_BYTES);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, HEAD_BYTES, 0);
        const h = JSON.parse(buf.subarray(0, n).toString('utf8'));
        return typeof h.seq === 'number' && typeof h.first === 'number' && typeof h.last === 'string' ? h : undefined;
    }
    catch {
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
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/** Locks this process holds, dropped if it exits holding them (a kill -9 leaves one to the stale-lock rule). */
const held = new Set();
let exitHooked = false;
function hookExit() {
    if (exitHooked)
        return;
    exitHooked = true;
    process.once('exit', () => {
        for (const lock of held)
            lock.releaseSync();
    });
}
/** One write through the thread pool (the head's: no caller waits for it). */
function writeAt(fd, data, position = null) {
    return new Promise((resolve, reject) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.write)(fd, data, 0, data.length, position, (err, n) => (err ? reject(err) : resolve(n))));
}
function errCode(e) {
    return e?.code ?? e?.message ?? 'error';
}
class AuditLog {
    dir;
    current;
    head;
    queue = [];
    running = false;
    draining;
    /** The one head write in flight (a newer head is written after it, never beside it). */
    headPump;
    /** The head's next write, waiting HEAD_LAG_MS for the burst's later batches; settled() and the lease's end run it now. */
    headDue;
    headFailed = false;
    /** What this writer last left at the end of the file: read again only when the file moved (another writer, a rotation). */
    mine;
    lease;
    /** The head this writer sealed last (the store anchors it when it is written next). */
    latest;
    /** Ends the lease LEASE_IDLE_MS after the last write (armIdle): one timer for a burst, not one per write. */
    idle;
    lastWrite = 0;
    opts;
    // No parameter properties: a test runs this file in a second process under Node's own type stripping.
    constructor(opts) {
        this.opts = opts;
        this.dir = (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .auditDir */ .pL)(opts.storeDir);
        this.current = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, _files_js__WEBPACK_IMPORTED_MODULE_4__/* .CURRENT */ .eN);
        this.head = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, _files_js__WEBPACK_IMPORTED_MODULE_4__/* .HEAD */ .Vx);
    }
    /** Resolves once the events are on disk, in the chain; rejects with AuditWriteError when they could not be. */
    append(...events) {
        if (events.length === 0)
            return Promise.resolve();
        if (this.writeNow(events))
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            this.queue.push({ events, done: (err) => (err ? reject(err) : resolve()) });
            if (!this.running)
                void this.drain();
        });
    }
    /** The head this writer sealed last in this process; undefined before its first write. */
    sealedHead() {
        return this.latest && this.signed(this.latest);
    }
    /** The head with its MAC (computed once per head state). */
    signed(h) {
        h.mac ??= (0,_chain_js__WEBPACK_IMPORTED_MODULE_3__/* .sealedHead */ .th)(this.opts.key, h.first, h.seq, h.last, h.origin).mac;
        return h;
    }
    /**
     * The common case of a stream of calls, written in the caller's turn instead of through the queue's chain of awaits
     * (measured among the guard's largest costs per call, issue 55): nothing queued or being written, the lease held
     * and no other writer waiting for it, its file still linked, no head write failed, no test writer. Anything else
     * goes through the queue; so does a write that fails here (the file is put back as it was), which the queue tries
     * once more and reports. The record is in the file before this returns true, as it is before the queue resolves.
     */
    writeNow(events) {
        const lease = this.lease;
        if (this.running || this.queue.length > 0 || this.opts.write || !lease || this.headFailed || !this.kept(lease))
            return false;
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(lease.fd);
            if (st.nlink === 0)
                return false;
            const batch = this.sealBatch(lease, st, events);
            this.written(lease, st, batch, () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(lease.fd, batch.data));
        }
        catch {
            return false;
        }
        if (lease.dirty)
            this.headSoon(lease);
        this.armIdle();
        return true;
    }
    /** Ends the lease once LEASE_IDLE_MS passed with no write, checked when the timer fires (not re-armed per write). */
    armIdle() {
        this.lastWrite = Date.now();
        if (this.idle)
            return;
        const check = () => {
            this.idle = undefined;
            // A drain running now arms it again when it ends.
            if (!this.lease || this.running)
                return;
            const left = this.lastWrite + LEASE_IDLE_MS - Date.now();
            // Not unref'ed: `approve` waits the few milliseconds rather than leave the lock to the stale-lock rule.
            if (left > 0)
                this.idle = setTimeout(check, left);
            else
                void this.endLease().catch(() => undefined);
        };
        this.idle = setTimeout(check, LEASE_IDLE_MS);
    }
    /** Resolves when every record appended so far is written and the head on disk names the last of them. */
    async settled() {
        await this.draining;
        this.headDue?.run();
        await this.headPump;
    }
    drain() {
        this.draining = this.drainAll().finally(() => (this.draining = undefined));
        return this.draining;
    }
    async drainAll() {
        this.running = true;
        try {
            while (this.queue.length > 0) {
                let err;
                let batch = [];
                try {
                    let lease = await this.leased();
                    let st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(lease.fd);
                    // The file kept open for a burst was removed (the folder deleted): records written to it would vanish
                    // with its last link, so the lease starts over on the path (a new file, a new chain, which verify names).
                    if (st.nlink === 0) {
                        await this.endLease();
                        lease = await this.leased();
                        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(lease.fd);
                    }
                    batch = this.queue.splice(0);
                    await this.write(lease, st, batch.length === 1 ? batch[0].events : batch.flatMap((b) => b.events));
                }
                catch (e) {
                    batch = [...batch, ...this.queue.splice(0)];
                    err = e instanceof AuditWriteError ? e : new AuditWriteError(this.current, errCode(e));
                    await this.endLease().catch(() => undefined);
                }
                for (const b of batch)
                    b.done(err);
                // The head follows, off the call path: no caller waits for it, and the next batch does not either.
                if (this.lease?.dirty)
                    this.headSoon(this.lease);
            }
        }
        finally {
            this.running = false;
            if (this.lease)
                this.armIdle();
        }
    }
    /** The lock and the open files, taken (or kept, while the lease is young). */
    async leased() {
        if (this.lease && this.kept(this.lease))
            return this.lease;
        if (this.lease) {
            await this.endLease();
            // A writer waiting for the lock (approve) gets in before this one takes it again.
            await new Promise((r) => setTimeout(r, 5));
        }
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(this.dir, { recursive: true, mode: 0o700 });
        const lock = await (0,_storage_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .acquireLock */ .IZ)(this.current);
        held.add(lock);
        hookExit();
        try {
            const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.current, OPEN_FLAGS | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND, 0o600);
            const headFd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.head, OPEN_FLAGS, 0o600);
            const head = readHead(headFd);
            this.lease = { lock, since: Date.now(), fd, headFd, ...(head ? { head, onDisk: true } : {}) };
            // Another process may have written since: the tail is read again from the file.
            this.mine = undefined;
            return this.lease;
        }
        catch (e) {
            held.delete(lock);
            lock.releaseSync();
            throw e;
        }
    }
    /** The lease goes on (no other writer waits for the lock), its lock refreshed when due. */
    kept(lease) {
        if (this.wanted(lease))
            return false;
        // Never released for its age alone: a calls' stream would wait for the mkdir each time.
        if (Date.now() - lease.since > _storage_dir_lock_js__WEBPACK_IMPORTED_MODULE_2__/* .LOCK_REFRESH_MS */ .Fv) {
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
    wanted(lease) {
        const now = Date.now();
        if (now - (lease.wantedAt ?? 0) < WANTED_POLL_MS)
            return lease.wantedLast ?? false;
        lease.wantedAt = now;
        lease.wantedLast = lease.lock.wanted();
        return lease.wantedLast;
    }
    async endLease() {
        clearTimeout(this.idle);
        this.idle = undefined;
        const l = this.lease;
        if (!l)
            return;
        this.lease = undefined;
        this.headDue?.run();
        await this.headPump;
        if (l.dirty)
            await this.writeHead(l).catch(() => undefined);
        for (const fd of [l.fd, l.headFd]) {
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
            }
            catch {
                // Already closed by a failed rotation.
            }
        }
        held.delete(l.lock);
        await l.lock.release();
    }
    /** Under the lock: seal after the file's own tail, rotate when due, write once; the chain moves on. */
    async write(lease, st, events) {
        // A head that could not be written last time is written before anything else is: fail closed, not silently behind.
        if (lease.dirty && this.headFailed) {
            await this.headPump;
            await this.writeHead(lease);
        }
        const batch = this.sealBatch(lease, st, events);
        // The append itself is synchronous: a page-cache write of a few hundred bytes, cheaper than a hop through the
        // thread pool on every call; the head, which no call waits for, goes through the pool.
        const write = this.opts.write;
        let seam;
        if (write) {
            try {
                seam = { n: await write(lease.fd, batch.data) };
            }
            catch (e) {
                seam = { e };
            }
        }
        this.written(lease, st, batch, () => {
            if (!seam)
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(lease.fd, batch.data);
            if ('e' in seam)
                throw seam.e;
            return seam.n;
        });
    }
    /** The events sealed after the chain's tail (the file's or the head's), the file rotated first when they would pass maxBytes. */
    sealBatch(lease, st, events) {
        const head = lease.head;
        let size = st.size;
        const known = this.mine && this.mine.ino === st.ino && this.mine.size === size ? this.mine.tail : undefined;
        // The later of the file's last record and the head: a file cut short under the head is continued after the head,
        // so the records cut off stay a visible gap instead of being written over; a head a crash left behind is passed.
        const inFile = known ?? lastRecord(lease.fd, size);
        const tail = head && (!inFile || head.seq > inFile.seq) ? { seq: head.seq, mac: head.last } : (inFile ?? { seq: 0, mac: _model_js__WEBPACK_IMPORTED_MODULE_6__/* .GENESIS */ .h });
        let first = head?.first ?? 1;
        let prev = tail.mac;
        let seq = tail.seq;
        // A chain keeps the MAC of its first record in its head: a new chain (the folder removed) is told from the old.
        let origin = tail.seq === 0 ? undefined : head?.origin;
        const lines = events.map((e) => {
            const { line, mac } = (0,_chain_js__WEBPACK_IMPORTED_MODULE_3__/* .sealed */ .JW)(this.opts.key, e, ++seq, prev);
            prev = mac;
            if (seq === 1)
                origin = mac;
            return Buffer.from(line, 'utf8');
        });
        const data = lines.length === 1 ? lines[0] : Buffer.concat(lines);
        if (size > 0 && size + data.length > (this.opts.maxBytes ?? DEFAULT_MAX_BYTES)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(lease.fd);
            first = this.rotate(first);
            lease.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.current, OPEN_FLAGS | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND, 0o600);
            size = 0;
        }
        return { data, size, first, seq, prev, origin };
    }
    /**
     * The batch's write (`write` returns how many bytes it wrote, or throws): the chain moves on to the
     * batch's last record, or, when it was not written whole, the file goes back to what it was.
     */
    written(lease, st, b, write) {
        const { data, size, first, seq, prev, origin } = b;
        try {
            const n = write();
            if (n !== data.length)
                throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
            lease.head = { format: _chain_js__WEBPACK_IMPORTED_MODULE_3__/* .HEAD_FORMAT */ .xT, first, seq, last: prev, ...(origin !== undefined ? { origin } : {}) };
            this.latest = lease.head;
            lease.dirty = true;
            this.mine = { ino: st.ino, size: size + n, tail: { seq, mac: prev } };
            if (size === 0)
                this.mine = { ino: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(lease.fd).ino, size: n, tail: { seq, mac: prev } };
        }
        catch (e) {
            this.mine = undefined;
            // A half-written batch would break the chain for every later record: the file goes back to what it was.
            try {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.ftruncateSync)(lease.fd, size);
            }
            catch {
                // The next writer's tail read finds the damaged line and verify names it.
            }
            throw new AuditWriteError(this.current, errCode(e));
        }
    }
    /**
     * The head's write, after HEAD_LAG_MS: a burst's batches share one. A lease whose file had no head yet writes its
     * first at once (until then `audit verify` would call the records headless).
     */
    headSoon(lease) {
        if (this.headDue || this.headPump)
            return;
        if (!lease.onDisk)
            return this.pumpHead(lease);
        const run = () => {
            if (this.headDue?.run !== run)
                return;
            clearTimeout(this.headDue.timer);
            this.headDue = undefined;
            this.pumpHead(lease);
        };
        // Not unref'ed: a process that ends its work right after a call still writes the head before it exits.
        this.headDue = { timer: setTimeout(run, HEAD_LAG_MS), run };
    }
    /** Writes the head until the one on disk is the latest (one write at a time: a newer never lands under an older). */
    pumpHead(lease) {
        if (this.headPump)
            return;
        this.headPump = (async () => {
            while (lease.dirty && !this.headFailed)
                await this.writeHead(lease).catch(() => undefined);
        })().finally(() => (this.headPump = undefined));
    }
    /** The head rewritten in place (one sector, never truncated): a data write, not a journal one. */
    async writeHead(lease) {
        const head = lease.head;
        const text = Buffer.from(`${JSON.stringify(head && this.signed(head)).padEnd(HEAD_BYTES - 1, ' ')}\n`, 'utf8');
        try {
            if ((await writeAt(lease.headFd, text, 0)) !== text.length)
                throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
            if (lease.head === head)
                lease.dirty = false;
            lease.onDisk = true;
            this.headFailed = false;
        }
        catch (e) {
            this.headFailed = true;
            throw new AuditWriteError(this.head, errCode(e));
        }
    }
    /** The current file becomes `audit.<its first seq>.jsonl`; the oldest rotated files past maxFiles are removed. */
    rotate(first) {
        const seq = firstSeqOf(this.current);
        if (seq === undefined)
            return first;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(this.current, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .rotatedName */ .rd)(seq)));
        const rotated = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(this.dir)
            .filter((n) => (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .rotatedSeq */ .DX)(n) !== undefined)
            .sort();
        const excess = rotated.length - (this.opts.maxFiles ?? DEFAULT_MAX_FILES);
        for (const name of rotated.slice(0, Math.max(0, excess)))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(this.dir, name));
        // The head's `first` moves with the oldest kept file, signed: removing another file is still seen.
        return excess > 0 ? (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .rotatedSeq */ .DX)(rotated[excess]) : first;
    }
}
/** Whether the store directory has an audit log yet (readers never create one). */
function hasAuditLog(storeDir) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)((0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .auditDir */ .pL)(storeDir)).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 71908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J_: () => (/* binding */ auditAnchorAfter),
  PR: () => (/* binding */ auditLogFor),
  YL: () => (/* binding */ auditStoreWrite),
  kR: () => (/* binding */ osUser),
  x0: () => (/* reexport */ storeFacts)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/audit/chain.ts
var chain = __webpack_require__(7802);
// EXTERNAL MODULE: ./src/audit/anchor.ts
var audit_anchor = __webpack_require__(70910);
// EXTERNAL MODULE: ./src/audit/files.ts
var files = __webpack_require__(12544);
// EXTERNAL MODULE: ./src/audit/verify.ts
var verify = __webpack_require__(42622);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity_identity = __webpack_require__(62878);
;// CONCATENATED MODULE: ./src/audit/decisions.ts

/** The scope an approval carries (issue 45 item 1 stores it with the approval), whatever its shape. */
function scopeOf(a) {
    return a.scope;
}
function factsOf(rec) {
    const a = rec.approval;
    const approval = a && { digest: a.digest, at: a.at, by: a.by, ...(a.expires ? { expires: a.expires } : {}), ...(a.from ? { from: a.from } : {}), ...(scopeOf(a) !== undefined ? { scope: scopeOf(a) } : {}) };
    return { state: rec.state, ...(approval ? { approval } : {}), rejected: (rec.rejected ?? []).join(' ') };
}
function storeFacts(store) {
    const records = new Map();
    for (const rec of Object.values(store.capabilities))
        records.set(rec.ref, factsOf(rec));
    const id = store.identity;
    return { records, ...(id ? { identity: { state: id.state, ...(id.approvedAt ? { approvedAt: id.approvedAt } : {}) } } : {}) };
}
function same(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/** approve, follow, rebind, or only the expiry or the scope of the same approval set again. */
function approvalAction(before, after) {
    if (after.by === 'follow')
        return 'follow';
    if (after.rebinds?.length)
        return 'rebind';
    if (before && before.digest === after.digest && before.by === 'human') {
        const scopeMoved = !same(before.scope, scopeOf(after));
        if (!scopeMoved && before.expires !== after.expires)
            return 'expiry-set';
        if (scopeMoved && before.expires === after.expires)
            return 'scope-set';
    }
    return 'approve';
}
/** An approval that held before and does not now: why, from the record's new state. */
function invalidation(before, after, now) {
    // First seen stale or missing: what the approved snapshot approved does not hold from the guard's first capture on.
    if (!before)
        return after?.state === 'stale' || after?.state === 'missing' ? after.state : undefined;
    if (before.state !== 'approved')
        return undefined;
    if (!after || after.state === 'missing')
        return 'missing';
    if (after.state === 'rejected')
        return 'rejected';
    if (after.state !== 'stale')
        return undefined;
    const exp = before.approval?.expires;
    return exp !== undefined && Date.parse(exp) <= now.getTime() && !(after.changes ?? []).length ? 'expired' : 'stale';
}
/** The decisions and invalidations between two states of one server's store, in ref order. */
function storeEvents(before, after, ctx) {
    const at = ctx.now.toISOString();
    const server = after.server;
    const identity = after.identity?.approved ? (0,identity_identity/* describeIdentity */.Cl)(after.identity.approved) : undefined;
    const base = { at, server, ...(identity ? { identity } : {}) };
    const decided = (action, extra) => ({
        kind: 'decision',
        ...base,
        action,
        user: action === 'follow' ? 'guard' : ctx.user,
        ...(ctx.by && action !== 'follow' ? { by: ctx.by } : {}),
        ...extra,
    });
    const out = [];
    const refs = [...new Set([...before.records.keys(), ...Object.keys(after.capabilities)])].sort();
    for (const ref of refs) {
        const was = before.records.get(ref);
        const rec = after.capabilities[ref];
        const a = rec?.approval;
        if (a && (!was?.approval || was.approval.at !== a.at || was.approval.digest !== a.digest || was.approval.expires !== a.expires || !same(was.approval.scope, scopeOf(a)))) {
            const scope = scopeOf(a);
            out.push(decided(approvalAction(was?.approval, a), { ref, digest: a.digest, ...(a.from ? { from: a.from } : {}), ...(scope !== undefined ? { scope } : {}), ...(a.expires ? { expires: a.expires } : {}), ...(a.rebinds?.length ? { rebinds: a.rebinds } : {}) }));
        }
        const rejected = (rec?.rejected ?? []).filter((d) => !(was?.rejected ?? '').split(' ').includes(d));
        for (const digest of rejected)
            out.push(decided('reject', { ref, digest }));
        const reason = invalidation(was, rec, ctx.now);
        if (reason) {
            const rules = [...new Set((rec?.changes ?? []).map((c) => c.rule))];
            out.push({ kind: 'invalidation', ...base, reason, ref, ...(was?.approval ? { digest: was.approval.digest } : {}), ...(rules.length ? { rules } : {}) });
        }
    }
    const id = after.identity;
    if (id?.approved && id.approvedBy === 'human' && id.approvedAt !== before.identity?.approvedAt)
        out.push(decided('identity-approve', {}));
    if (before.identity?.state === 'approved' && id?.state === 'held') {
        const live = id.live ? (0,identity_identity/* describeIdentity */.Cl)(id.live) : undefined;
        out.push({ kind: 'invalidation', at, server, reason: 'identity-changed', ...(live ? { identity: live } : {}) });
    }
    return out;
}

// EXTERNAL MODULE: ./src/audit/log.ts
var audit_log = __webpack_require__(78365);
;// CONCATENATED MODULE: ./src/audit/store-hook.ts
// The store's side of the audit: updateStore (src/guard/store.ts) hands every write's before and after here. A
// decision that widens what runs (an approval of any kind) is never written without its record: a log that cannot
// take it stops the decision. One that narrows it (a rejection, an approval that stopped holding) is written anyway,
// with one line saying the log missed it: refusing more must never wait for a disk.










const logs = new Map();
/** The one writer of a store directory's log in this process (a gateway's members share it: one queue, one tail). */
function auditLogFor(storeDir, key, options = {}) {
    let log = logs.get(storeDir);
    if (!log || Object.keys(options).length > 0) {
        log = new audit_log/* AuditLog */.SB({ storeDir, key: (0,chain/* auditKey */.X_)(key), ...options });
        logs.set(storeDir, log);
    }
    return log;
}
/** The OS user this process runs as (the uid when the name cannot be read, as in a container without /etc/passwd). */
function osUser() {
    try {
        return (0,external_node_os_.userInfo)().username;
    }
    catch {
        return `uid ${process.getuid?.() ?? '?'}`;
    }
}
function widens(e) {
    return e.kind === 'decision' && e.action !== 'reject';
}
/** Records what a write of the store at `path` decided; throws (before the store is written) when a widening cannot be. */
async function auditStoreWrite(path, key, before, after, ctx = {}) {
    const events = storeEvents(before, after, { user: osUser(), ...(ctx.by ? { by: ctx.by } : {}), now: ctx.now?.() ?? new Date() });
    if (events.length === 0)
        return;
    try {
        await auditLogFor((0,external_node_path_.dirname)(path), key).append(...events);
    }
    catch (e) {
        const why = e.message;
        if (events.some(widens))
            throw new errors/* WriteError */.QM(`${why}; the decision was not written (an approval is never left out of the log)`);
        (ctx.log ?? ((l) => process.stderr.write(`mcp-contract: ${l}\n`)))(`${why}; written to the store without its audit record: ${events.map((x) => ('ref' in x && x.ref) || x.kind).join(', ')}`);
    }
}
/**
 * The anchor a store write in `storeDir` carries (src/audit/anchor.ts): `old` moved to the chain's head as this
 * process's writer sealed it or as the signed head on disk says, whichever continues the anchored chain further.
 */
function auditAnchorAfter(storeDir, key, old) {
    const disk = (0,verify/* readHead */.z)((0,external_node_path_.join)((0,files/* auditDir */.pL)(storeDir), files/* HEAD */.Vx));
    const heads = [logs.get(storeDir)?.sealedHead(), typeof disk === 'object' && (0,chain/* headMacOk */.mE)((0,chain/* auditKey */.X_)(key), disk) ? disk : undefined].filter((h) => h !== undefined);
    let anchor = old;
    for (const h of heads.sort((a, b) => a.seq - b.seq))
        anchor = (0,audit_anchor/* nextAnchor */.LX)(anchor, h);
    return anchor;
}


/***/ }),

/***/ 42622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ scanAudit),
/* harmony export */   z: () => (/* binding */ readHead)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _chain_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7802);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12544);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(85978);
// `audit verify`: the chain walked from the oldest kept file to the head. The first record that does not hold is named
// by file and line, with what is wrong with it: edited (its MAC fails), removed or inserted (the seq or the link to the
// record before it breaks), reordered, cut off (the files end before the signed head) or a file removed.





const KINDS = new Set(['decision', 'invalidation', 'call']);
function readHead(path) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        const h = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        if (h.format !== _chain_js__WEBPACK_IMPORTED_MODULE_2__/* .HEAD_FORMAT */ .xT || typeof h.seq !== 'number' || typeof h.first !== 'number' || typeof h.last !== 'string' || typeof h.mac !== 'string' || (h.origin !== undefined && typeof h.origin !== 'string'))
            return 'damaged';
        return h;
    }
    catch {
        return 'damaged';
    }
}
/** Walks the whole chain; stops at the first record that does not hold. */
function scanAudit(storeDir, key) {
    const dir = (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .auditDir */ .pL)(storeDir);
    const files = (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .logFiles */ .eO)(dir).map((n) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, n));
    const records = [];
    const headPath = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _files_js__WEBPACK_IMPORTED_MODULE_3__/* .HEAD */ .Vx);
    const head = readHead(headPath);
    const fail = (file, line, why) => ({ records, files, problem: { file, line, why } });
    if (head === 'damaged' || (head && !(0,_chain_js__WEBPACK_IMPORTED_MODULE_2__/* .headMacOk */ .mE)(key, head)))
        return fail(headPath, 0, 'the head is damaged or was edited (its MAC does not verify)');
    if (!head && files.length > 0)
        return fail(headPath, 0, 'the head is missing: the log cannot be checked for records cut off its end');
    if (head && files.length === 0)
        return fail(dir, 0, `the log files are missing (the head says records ${head.first} to ${head.seq})`);
    let last;
    let atHead;
    let where = { file: headPath, line: 0 };
    for (const file of files) {
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
        const lines = text.split('\n');
        const complete = text.endsWith('\n') || text.length === 0;
        if (complete)
            lines.pop();
        const named = (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .rotatedSeq */ .DX)(file.slice(dir.length + 1));
        for (let i = 0; i < lines.length; i++) {
            const line = i + 1;
            where = { file, line };
            if (!complete && i === lines.length - 1)
                return fail(file, line, 'the record is cut short (the file was truncated inside it)');
            let r;
            try {
                r = JSON.parse(lines[i]);
            }
            catch {
                return fail(file, line, 'not a JSON record (edited or truncated)');
            }
            if (typeof r !== 'object' || r === null || Array.isArray(r) || typeof r.seq !== 'number' || typeof r.mac !== 'string' || typeof r.prev !== 'string' || !KINDS.has(String(r.kind)))
                return fail(file, line, 'not an audit record (no seq, prev, mac or kind)');
            if ((0,_chain_js__WEBPACK_IMPORTED_MODULE_2__/* .recordMac */ .hP)(key, r) !== r.mac)
                return fail(file, line, `record ${r.seq} was edited (its MAC does not verify)`);
            const seq = r.seq;
            if (i === 0 && named !== undefined && named !== seq)
                return fail(file, line, `the file is named for record ${named} but starts at record ${seq} (files renamed or reordered)`);
            if (!last) {
                if (head && seq !== head.first)
                    return fail(file, line, seq > head.first ? `records ${head.first} to ${seq - 1} are missing before it (a record or a whole file was removed)` : `record ${seq} is older than the first the head keeps (${head.first})`);
                if (seq === 1 && r.prev !== _model_js__WEBPACK_IMPORTED_MODULE_4__/* .GENESIS */ .h)
                    return fail(file, line, 'record 1 does not start the chain');
            }
            else if (seq <= last.seq)
                return fail(file, line, `record ${seq} comes after record ${last.seq} (records reordered or inserted)`);
            else if (seq > last.seq + 1)
                return fail(file, line, `records ${last.seq + 1} to ${seq - 1} are missing before it (removed)`);
            else if (r.prev !== last.mac)
                return fail(file, line, `record ${seq} does not link to the record before it (inserted or replaced)`);
            last = { seq, mac: r.mac };
            if (head && seq === head.seq)
                atHead = r.mac;
            records.push(r);
        }
    }
    if (head && (!last || last.seq < head.seq))
        return fail(where.file, where.line + 1, `the log ends at record ${last?.seq ?? 0} but the head says ${head.seq}: records were cut off its end`);
    if (head && atHead !== head.last)
        return fail(headPath, 0, `record ${head.seq} is not the one the head signed (replaced)`);
    return { records, files, ...(head ? { head } : {}) };
}


/***/ }),

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   cD: () => (/* binding */ onlyFormOf),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   rz: () => (/* binding */ onlyForm),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/* unused harmony export parserOptions */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(89990);
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(63379);
// Argument parsing with node's parseArgs: unknown options are usage errors (exit 2), never ignored.





/** Node's parseArgs messages are long and quote oddly; say what was wrong in our own words. */
function usageMessage(command, e, options) {
    const help = `(see mcp-contract ${command} --help)`;
    const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
    const name = (quoted.split(/[ ,]+/).find((s) => s.startsWith('--')) ?? quoted.split(/[ ,]+/)[0] ?? '').replace(/=.*$/, '');
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const guess = name.startsWith('--') ? (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(name.slice(2), Object.keys(options)) : undefined;
        return `mcp-contract ${command}: unknown option ${name}${guess ? ` (did you mean --${guess}?)` : ''} ${help}`;
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        return /argument missing/.test(e.message)
            ? `mcp-contract ${command}: ${name} needs a value ${help}`
            : `mcp-contract ${command}: ${name} takes no value ${help}`;
    }
    return `mcp-contract ${command}: ${e.message.split('\n')[0]} ${help}`;
}
/** `positionals` is how many bare arguments the command takes; more is a usage error rather than silently ignored. */
function parse(command, args, options, positionals = 0) {
    const dd = args.indexOf('--');
    const head = dd >= 0 ? args.slice(0, dd) : args;
    const rest = dd >= 0 ? args.slice(dd + 1) : [];
    let r;
    try {
        r = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: head, options, allowPositionals: true, strict: true });
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(usageMessage(command, e, options));
    }
    if (r.positionals.length > positionals) {
        const extra = r.positionals[positionals];
        const hint = positionals === 0 && /\.json$/.test(extra) && options.config ? ` (a file goes after an option, e.g. --config ${extra})` : '';
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: unexpected argument "${extra}"${hint} (see mcp-contract ${command} --help)`);
    }
    return { values: r.values, positionals: r.positionals, rest };
}
function str(p, name) {
    const v = p.values[name];
    return typeof v === 'string' ? v : undefined;
}
function list(p, name) {
    const v = p.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
}
function flag(p, name) {
    return p.values[name] === true;
}
function oneOf(command, option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${command}: --${option} must be one of ${allowed.join(', ')} (got "${value}")`);
}
/** A value of a row with choices, its alias resolved; a value outside them is a usage error naming what is taken. */
function chosen(command, row, value) {
    const word = row.aliases && Object.hasOwn(row.aliases, value) ? row.aliases[value] : value;
    return oneOf(command, row.name, word, row.choices ?? [word], word);
}
/** `--format F`, or `--json` (its alias); the two may not disagree. */
function chosenFormat(spec, p) {
    const names = Object.keys(spec.formats ?? { text: '' });
    const format = p.values.format;
    const json = flag(p, 'json');
    if (format === undefined)
        return { format: json ? 'json' : names[0], formatGiven: json };
    if (json && format !== 'json')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: --json is --format json, which --format ${format} contradicts`);
    return { format, formatGiven: true };
}
function maxOperands(spec) {
    if (spec.maxOperands !== undefined)
        return spec.maxOperands;
    const operands = spec.operands ?? [];
    return operands.some((o) => o.repeat) ? Infinity : operands.length;
}
/** What node's parseArgs is given for a command: its table's rows, and nothing else. */
function parserOptions(spec) {
    const options = {};
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec))
        options[r.name] = { type: r.value ? 'string' : 'boolean', ...(r.short ? { short: r.short } : {}), ...(r.repeat ? { multiple: true } : {}) };
    return options;
}
/** Parses a command's arguments with its table: the options it declares, its operands, its format and threshold. */
function parseCommand(spec, args) {
    const p = parse(spec.name, args, parserOptions(spec), maxOperands(spec));
    // Every value with choices is checked, and its alias resolved, before the command sees it.
    for (const r of (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .optionRows */ .zl)(spec)) {
        const v = p.values[r.name];
        if (r.choices && v !== undefined && typeof v !== 'boolean')
            p.values[r.name] = Array.isArray(v) ? v.map((x) => chosen(spec.name, r, x)) : chosen(spec.name, r, v);
    }
    const failOn = spec.failOn ? (str(p, 'fail-on') ?? spec.failOn.default) : 'none';
    return Object.assign(p, chosenFormat(spec, p), { failOn });
}
/**
 * The arguments hold `option`, which selects one usage form (`init --gateway`, `guard --config` of a gateway): every
 * other option that form does not show is refused by name rather than silently dropped (`--run-as` would not apply).
 */
function onlyFormOf(spec, p, option, what = `--${option}`) {
    onlyForm(spec, p, (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOf */ .QU)(spec, option), what);
}
/** onlyFormOf for the usage form at `index`, one that no option of its own selects (a command after `--`). */
function onlyForm(spec, p, index, what) {
    const shown = (0,_spec_js__WEBPACK_IMPORTED_MODULE_2__/* .formOptions */ .Xm)(spec, index);
    const stray = Object.keys(p.values).filter((name) => p.values[name] !== undefined && !shown.has(name));
    if (stray.length === 0)
        return;
    const named = stray.map((name) => `--${name}`).join(', ');
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`mcp-contract ${spec.name}: ${named} ${stray.length === 1 ? 'does' : 'do'} not go with ${what} (see mcp-contract ${spec.name} --help)`);
}


/***/ }),

/***/ 48051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HE: () => (/* binding */ DEFAULT_GUARD_POLICY),
  bW: () => (/* binding */ DecisionError),
  OF: () => (/* binding */ GUARD_STORE_FORMAT),
  At: () => (/* binding */ allReworded),
  p2: () => (/* binding */ allSafe),
  No: () => (/* binding */ applyLifetimes),
  f8: () => (/* binding */ approveRecord),
  VR: () => (/* binding */ approvedDigests),
  WB: () => (/* binding */ approvedItems),
  wx: () => (/* binding */ approvedRefs),
  VL: () => (/* binding */ emptyStore),
  VA: () => (/* binding */ heldSuccessors),
  j_: () => (/* binding */ liveEra),
  sK: () => (/* binding */ parsePolicyEntry),
  Z2: () => (/* binding */ rebindsOf),
  Lq: () => (/* binding */ reconcile),
  jW: () => (/* binding */ rejectRecord)
});

// UNUSED EXPORTS: HOLD_MESSAGES, actionFor, baselineSnapshot, isCueFreeHeld, publishedDigest, sideEffectClasses

// EXTERNAL MODULE: ./src/core/diff/classify.ts + 14 modules
var classify = __webpack_require__(80271);
// EXTERNAL MODULE: ./src/core/diff/renames/match.ts + 2 modules
var match = __webpack_require__(35012);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/core/shared/eras.ts
var eras = __webpack_require__(20006);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/rules/rules.ts
var rules = __webpack_require__(54452);
;// CONCATENATED MODULE: ./src/core/approval/model-text.ts
/** Keys whose string values are prose whatever they look like. */
const PROSE_KEYS = new Set(['description', 'title', '$comment', 'examples', 'text', 'instructions']);
/** An identifier, type name or short token: structure, not instructions (no spaces, no sentence). */
const TOKEN = /^[A-Za-z0-9_.:/#$@+-]{0,64}$/;
/** A definition larger than this is walked only this far: what lies beyond counts as new text (held, never followed). */
const MAX_NODES = 100_000;
/**
 * Every string of a definition a model would read as words: values under prose keys, and any key or value that is
 * not a short token. Undefined when the walk hit its bound (treat as "may hold new text").
 */
function modelText(value) {
    const out = new Set();
    const stack = [[value, undefined]];
    let nodes = 0;
    while (stack.length > 0) {
        if (++nodes > MAX_NODES)
            return undefined;
        const [v, key] = stack.pop();
        if (typeof v === 'string') {
            if ((key !== undefined && PROSE_KEYS.has(key)) || !TOKEN.test(v))
                out.add(v);
        }
        else if (Array.isArray(v)) {
            for (const x of v)
                stack.push([x, key]);
        }
        else if (v !== null && typeof v === 'object') {
            for (const [k, x] of Object.entries(v)) {
                if (!TOKEN.test(k))
                    out.add(k);
                stack.push([x, k]);
            }
        }
    }
    return out;
}
/** The model-visible strings `after` holds that `before` does not; undefined when either walk hit its bound. */
function newModelText(before, after) {
    const old = modelText(before);
    const now = modelText(after);
    if (old === undefined || now === undefined)
        return undefined;
    return new Set([...now].filter((t) => !old.has(t)));
}
/** Whether `after` holds model-visible text that `before` does not. */
function bringsNewText(before, after) {
    const fresh = newModelText(before, after);
    return fresh === undefined || fresh.size > 0;
}

// EXTERNAL MODULE: ./src/core/diff/rewording.ts
var rewording = __webpack_require__(57064);
;// CONCATENATED MODULE: ./src/core/approval/approval.ts








const GUARD_STORE_FORMAT = 'mcp-contract-guard/1';
/** Safe contract changes re-enter the publication; everything else, and every new capability, waits for a human. */
const DEFAULT_GUARD_POLICY = {
    bySeverity: { safe: 'follow', review: 'review', breaking: 'review', new: 'review' },
    byRule: {},
};
/** The old names approving `rec` would record it as the new name of (its held possible renames), sorted. */
function rebindsOf(rec) {
    return [...new Set((rec?.changes ?? []).flatMap((c) => (c.action === 'manual_rebind' ? (c.renamedFrom ?? []) : [])))].sort();
}
function emptyStore(server, surface) {
    return { format: GUARD_STORE_FORMAT, server, surface, capabilities: {} };
}
/**
 * The approved snapshot's items for one surface in one era (by default the primary one), by ref: a dual-era server's
 * approval holds per era, each with the digests its era's capture computed (complete observations only: a failed
 * list approves nothing).
 */
function approvedItems(snapshot, surface, era) {
    const out = new Map();
    const s = snapshot.surfaces[surface];
    if (!s)
        return out;
    const kinds = (0,eras/* eraKinds */.g$)(s, era);
    for (const kind of model/* KINDS */.GW) {
        const ks = kinds[kind];
        if (ks?.observation.state !== 'complete')
            continue;
        for (const c of ks.items)
            out.set(c.ref, c);
    }
    return out;
}
/** Every ref the snapshot approves on a surface in any era (what a user knew of, whichever era a client speaks). */
function approvedRefs(snapshot, surface) {
    const out = new Set();
    for (const era of [undefined, ...model/* PROTOCOL_ERAS */.d4])
        for (const ref of approvedItems(snapshot, surface, era).keys())
            out.add(ref);
    return out;
}
/** The era a live capture of `surface` spoke (the guard's capture records it), undefined when it does not say. */
function liveEra(live, surface) {
    return (0,eras/* primaryEra */.Fk)(live.surfaces[surface]);
}
function expired(a, now) {
    return a?.expires !== undefined && Date.parse(a.expires) <= now.getTime();
}
/** Every digest that may be published under `ref` right now. */
function approvedDigests(record, fromSnapshot, now) {
    const out = new Set();
    if (fromSnapshot)
        out.add(fromSnapshot.digest);
    if (record?.approval && !expired(record.approval, now))
        out.add(record.approval.digest);
    for (const d of record?.rejected ?? [])
        out.delete(d);
    return out;
}
/** Model-visible text and hints are how tool poisoning arrives: no policy lets them through unread. */
function alwaysReviewed(change) {
    return change.type === 'description' || change.type === 'annotations';
}
function actionFor(change, policy) {
    if (change.type === 'renamed' || change.type === 'merged' || change.type === 'split')
        return 'manual_rebind';
    if (alwaysReviewed(change))
        return 'review';
    return policy.byRule[change.rule] ?? policy.bySeverity[change.severity];
}
function held(change, action) {
    const h = { rule: change.rule, severity: change.severity, action, message: change.message };
    if (alwaysReviewed(change))
        h.forced = true;
    const pointer = change.after?.pointer ?? change.before?.pointer;
    if (pointer !== undefined)
        h.pointer = pointer;
    if (change.before?.value !== undefined)
        h.before = change.before.value;
    if (change.after?.value !== undefined)
        h.after = change.after.value;
    const cues = (0,rewording/* cuesOf */.me)(change);
    if (cues !== undefined)
        h.cues = [...cues];
    if (change.rule === 'capability-deprecated' && typeof change.params?.replacedBy === 'string')
        h.replacedBy = change.params.replacedBy;
    return h;
}
/** A held change `reworded=follow` and `approve --reworded` may take: a text edit that adds no cue. */
function isCueFreeHeld(h) {
    return (0,rewording/* isCueFreeTextEdit */.te)({ rule: h.rule, ...(h.cues !== undefined ? { params: { cues: h.cues } } : {}) });
}
/**
 * `reworded=follow`: every change is a text edit that adds no cue, and every new string the model reads is one of
 * those edits' texts (a word arriving anywhere else, in a field no change names, is never followed).
 */
function onlyRewordings(own, before, after) {
    if (own.length === 0 || !own.every(rewording/* isCueFreeTextEdit */.te))
        return false;
    const fresh = newModelText(before, after);
    if (fresh === undefined)
        return false;
    const edited = new Set(own.map((c) => c.after?.value).filter((v) => typeof v === 'string'));
    return [...fresh].every((t) => edited.has(t));
}
function forceReview(h) {
    return h.action === 'manual_rebind' ? h : { ...h, action: 'review', forced: true };
}
function surfaceOf(snapshot, surface) {
    return snapshot.surfaces[surface];
}
/**
 * What the consumer last approved, as a snapshot the classifier can compare with: per ref the store's approval when
 * there is one (the latest decision), else the approved snapshot's definition.
 */
function baselineSnapshot(approved, store, surface, era) {
    const base = surfaceOf(approved, surface);
    const fromFile = approvedItems(approved, surface, era);
    const byKind = new Map(model/* KINDS */.GW.map((k) => [k, []]));
    const refs = new Set([...fromFile.keys(), ...Object.keys(store.capabilities).filter((r) => store.capabilities[r].approval)]);
    for (const ref of refs) {
        const parsed = (0,canonical/* parseRef */.rd)(ref);
        if (!parsed)
            continue;
        const a = store.capabilities[ref]?.approval;
        byKind.get(parsed.kind).push(a ? { ref, digest: a.digest, definition: a.definition } : fromFile.get(ref));
    }
    const kinds = {};
    for (const k of model/* KINDS */.GW) {
        const items = byKind.get(k).sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
        kinds[k] = { observation: { state: 'complete' }, items };
    }
    const s = { client: base?.client ?? { name: '', version: '', capabilities: {} }, kinds };
    if (base?.server)
        s.server = base.server;
    return { format: approved.format, server: approved.server, surfaces: { [surface]: s } };
}
function changesFor(ref, changes) {
    return changes.filter((c) => (c.before?.refs ?? []).includes(ref) && (c.after?.refs ?? []).includes(ref));
}
/** The guard's reasons for a hold, keyed like the rule registry's messages (rules.ts holds the rule ids). */
const HOLD_MESSAGES = {
    'capability-added': 'A capability never approved before.',
    'capability-renamed': 'It may be the new name of {from}; an approval never follows a rename.',
    'capability-successor': 'It is the successor {from} names in its deprecation notice; approving it records the rebind (an approval never follows a rename).',
    'approval-expired': 'the approval expired at {at}',
    'origin-changed': 'the definition is unchanged but its origin (server name or surface) differs from the approved one',
    'session-ended': 'the approval was for one guard process (approve --session), which has ended',
};
/**
 * Moves every capability of one surface to its state given the live capture. Kinds whose live observation is not
 * complete keep their records untouched: a failed list is never a removal.
 */
function reconcile(approved, previous, live, policy, now, 
/** Declared renames (and severity overrides) from the server's config, when the guard has one. */
config = {}) {
    const surface = previous.surface;
    const liveSurface = surfaceOf(live, surface);
    // The live capture is compared with the approval of the era it spoke: another era's digests name another origin.
    const era = liveEra(live, surface);
    let changes;
    const classified = () => (changes ??= (0,classify/* diffSnapshots */.V)(baselineSnapshot(approved, previous, surface, era), { ...live, server: approved.server }, config, { base: 'approved', head: 'live' }).changes);
    const records = {};
    const transitions = [];
    const set = (r) => {
        const before = previous.capabilities[r.ref];
        if (before?.state === r.state)
            r.since = before.since;
        else
            transitions.push({ ref: r.ref, from: before?.state ?? 'absent', to: r.state });
        records[r.ref] = r;
    };
    const ctx = { previous, fromFile: approvedItems(approved, surface, era), changes: classified, policy, now, at: now.toISOString(), set };
    for (const kind of model/* KINDS */.GW) {
        const ks = liveSurface?.kinds[kind];
        if (!ks || ks.observation.state !== 'complete') {
            for (const ref of Object.keys(previous.capabilities))
                if ((0,canonical/* parseRef */.rd)(ref)?.kind === kind)
                    records[ref] = previous.capabilities[ref];
            continue;
        }
        reconcileKind(kind, ks.items, ctx, transitions);
    }
    const sorted = {};
    for (const ref of Object.keys(records).sort())
        sorted[ref] = records[ref];
    return { store: { ...previous, capabilities: sorted }, transitions };
}
function reconcileKind(kind, items, ctx, transitions) {
    const { previous, fromFile, at } = ctx;
    const ofKind = (m) => [...m].filter((r) => (0,canonical/* parseRef */.rd)(r)?.kind === kind);
    const known = new Set([...ofKind(fromFile.keys()), ...ofKind(Object.keys(previous.capabilities))]);
    const liveRefs = new Set(items.map((c) => c.ref));
    const renamedTo = renameTargets(items, [...known].filter((r) => !liveRefs.has(r)), ctx);
    for (const item of items)
        ctx.set(recordFor(item, renamedTo.get(item.ref), ctx));
    for (const ref of known) {
        if (liveRefs.has(ref))
            continue;
        const prev = previous.capabilities[ref];
        // Intent is kept for what was approved or rejected; a never-approved capability that went away is forgotten.
        if (!fromFile.has(ref) && !prev?.approval && !prev?.rejected?.length) {
            if (prev)
                transitions.push({ ref, from: prev.state, to: 'absent' });
            continue;
        }
        const rec = { ref, state: 'missing', since: at };
        if (prev?.approval)
            rec.approval = prev.approval;
        if (prev?.rejected?.length)
            rec.rejected = prev.rejected;
        ctx.set(rec);
    }
}
function renameTargets(items, gone, ctx) {
    const { previous, fromFile } = ctx;
    const goneApproved = [];
    for (const ref of gone) {
        const prev = previous.capabilities[ref];
        const a = prev?.approval ? { ref, digest: prev.approval.digest, definition: prev.approval.definition } : fromFile.get(ref);
        if (a)
            goneApproved.push(a);
    }
    // A capability the guard already saw served beside the gone ones (held as new, not as a rename) was there before
    // they went: it is a sibling, not their new name.
    const sibling = (ref) => {
        const prev = previous.capabilities[ref];
        return prev?.live !== undefined && !(prev.changes ?? []).some((h) => h.action === 'manual_rebind');
    };
    const unapproved = items.filter((c) => !fromFile.has(c.ref) && !previous.capabilities[c.ref]?.approval);
    const renamedTo = new Map();
    const add = (to, from, why) => {
        const r = renamedTo.get(to);
        renamedTo.set(to, { from: [...(r?.from ?? []), ...from], why: r?.why === 'successor' ? r.why : why });
    };
    for (const [from, t] of (0,match/* suggestMatches */.G3)(goneApproved, unapproved.filter((c) => !sibling(c.ref))).targets)
        add(t.to, [from], 'look-alike');
    // Declared renames and named successors only ever name an unapproved item (recordFor asks for one no sooner).
    if (unapproved.length === 0)
        return renamedTo;
    const held = new Set(unapproved.map((c) => c.ref));
    for (const c of ctx.changes()) {
        if (c.type === 'renamed' || c.type === 'merged' || c.type === 'split')
            for (const to of c.after?.refs ?? [])
                add(to, c.before?.refs ?? [], 'declared');
        // An approved capability now deprecated in its own words, naming a successor the guard holds: the server says
        // which capability replaces it, so approving the successor is offered as the rebind (and recorded as one).
        const successor = c.rule === 'capability-deprecated' ? c.params?.replacedBy : undefined;
        if (typeof successor === 'string' && held.has(successor))
            add(successor, c.before?.refs ?? [], 'successor');
    }
    // A rebind offered earlier stays offered once every old name it takes over has gone: the named successor of a tool
    // since removed (its notice went with it), or a look-alike that arrived while the old one went.
    const live = new Set(items.map((c) => c.ref));
    for (const c of unapproved) {
        const was = (previous.capabilities[c.ref]?.changes ?? []).find((h) => h.action === 'manual_rebind');
        if (was && !renamedTo.has(c.ref) && (was.renamedFrom ?? []).every((r) => !live.has(r)))
            renamedTo.set(c.ref, { from: was.renamedFrom ?? [], why: 'declared', carried: was });
    }
    return renamedTo;
}
/** The record of one live item: approved, followed, stale, rejected or new. */
function recordFor(item, renamedFrom, ctx) {
    const { previous, fromFile, policy, now, at } = ctx;
    const prev = previous.capabilities[item.ref];
    const rec = { ref: item.ref, state: 'discovered', since: at, live: { digest: item.digest, definition: item.definition } };
    if (prev?.approval)
        rec.approval = prev.approval;
    if (prev?.rejected?.length)
        rec.rejected = prev.rejected;
    const file = fromFile.get(item.ref);
    if (rec.rejected?.includes(item.digest))
        return { ...rec, state: 'rejected', ...(prev?.changes ? { changes: prev.changes } : {}) };
    if (approvedDigests(rec, file, now).has(item.digest))
        return { ...rec, state: 'approved' };
    if (file || rec.approval)
        return changedRecord(rec, item, file, ctx);
    if (renamedFrom?.carried)
        return { ...rec, state: 'review_required', changes: [renamedFrom.carried] };
    if (renamedFrom) {
        const from = [...new Set(renamedFrom.from)].sort();
        const message = (0,rules/* fillTemplate */.ou)(HOLD_MESSAGES[renamedFrom.why === 'successor' ? 'capability-successor' : 'capability-renamed'], { from: from.join(', ') });
        return { ...rec, state: 'review_required', changes: [{ rule: 'capability-renamed', severity: 'breaking', action: 'manual_rebind', message, renamedFrom: from }] };
    }
    if (policy.bySeverity.new === 'follow')
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at } };
    return { ...rec, state: 'review_required', changes: [{ rule: 'capability-added', severity: 'safe', action: 'review', message: HOLD_MESSAGES['capability-added'] }] };
}
/** What a person bounded an approval by (scope, expiry, session): a follow or a re-approval keeps it, never widens it. */
function limitsOf(a) {
    const out = {};
    if (a?.scope !== undefined)
        out.scope = a.scope;
    if (a?.expires !== undefined)
        out.expires = a.expires;
    if (a?.session !== undefined)
        out.session = a.session;
    return out;
}
/** An approved capability served with another digest: followed when every change may be, else stale with why. */
function changedRecord(rec, item, file, ctx) {
    const { policy, now, at } = ctx;
    const last = rec.approval?.digest ?? file.digest;
    if (rec.approval && expired(rec.approval, now) && rec.approval.digest === item.digest)
        return { ...rec, state: 'stale', reason: rec.approval.session !== undefined && rec.approval.expires === rec.approval.at ? HOLD_MESSAGES['session-ended'] : (0,rules/* fillTemplate */.ou)(HOLD_MESSAGES['approval-expired'], { at: rec.approval.expires ?? '' }) };
    const own = changesFor(item.ref, ctx.changes());
    const base = rec.approval?.definition ?? file.definition;
    if (policy.reworded === 'follow' && onlyRewordings(own, base, item.definition)) {
        const followed = own.map((c) => {
            const { forced: _forced, ...h } = held(c, 'follow');
            return h;
        });
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed, ...limitsOf(rec.approval) } };
    }
    // New words in a definition are how poisoning arrives: no change that brings them is followed.
    const newText = bringsNewText(base, item.definition);
    const heldChanges = own.map((c) => (newText ? forceReview(held(c, actionFor(c, policy))) : held(c, actionFor(c, policy))));
    if (heldChanges.length > 0 && heldChanges.every((h) => h.action === 'follow'))
        return { ...rec, state: 'approved', approval: { digest: item.digest, definition: item.definition, by: 'follow', at, from: last, followed: heldChanges, ...limitsOf(rec.approval) } };
    // Equal definitions with a different digest: the origin (server name or surface) the approval was bound to changed.
    if (heldChanges.length === 0)
        return { ...rec, state: 'stale', reason: HOLD_MESSAGES['origin-changed'] };
    return { ...rec, state: 'stale', changes: heldChanges };
}
/** The digest published under `ref` (its live capture spoke `era`), or undefined when it is held out. */
function publishedDigest(store, approved, ref, now, era) {
    const rec = store.capabilities[ref];
    if (rec?.state !== 'approved' || !rec.live)
        return undefined;
    const fromFile = approvedItems(approved, store.surface, era).get(ref);
    return approvedDigests(rec, fromFile, now).has(rec.live.digest) ? rec.live.digest : undefined;
}
// ------------------------------------------------------------------ human decisions
class DecisionError extends Error {
}
/** Approves what the server serves now under `ref` (or exactly `digest`, refused when the server moved on). */
function approveRecord(store, ref, now, 
/** scope: a schema sets it, null removes it, absent keeps the one the approval had. */
opts = {}) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new DecisionError(`${ref}: not in the store (known: ${Object.keys(store.capabilities).length} capabilities; see mcp-contract status)`);
    if (!rec.live)
        throw new DecisionError(`${ref}: the server no longer serves it, so there is no definition to approve`);
    if (opts.digest && opts.digest !== rec.live.digest)
        throw new DecisionError(`${ref}: the server now serves ${rec.live.digest}, not ${opts.digest}; review the new definition first`);
    const next = {
        ...rec,
        state: 'approved',
        since: now.toISOString(),
        approval: { digest: rec.live.digest, definition: rec.live.definition, by: 'human', at: now.toISOString() },
    };
    if (rec.approval && rec.approval.digest !== rec.live.digest)
        next.approval.from = rec.approval.digest;
    if (opts.expires)
        next.approval.expires = opts.expires;
    const scope = opts.scope === undefined ? rec.approval?.scope : (opts.scope ?? undefined);
    if (scope !== undefined)
        next.approval.scope = scope;
    if (opts.session !== undefined)
        next.approval.session = opts.session;
    if (opts.who !== undefined)
        next.approval.who = opts.who;
    // Approving a capability held as a possible rename is the person saying it is one: the rebind is recorded.
    const rebinds = rebindsOf(rec);
    if (rebinds.length > 0)
        next.approval.rebinds = rebinds;
    const rejected = (rec.rejected ?? []).filter((d) => d !== rec.live.digest);
    if (rejected.length)
        next.rejected = rejected;
    else
        delete next.rejected;
    delete next.changes;
    delete next.reason;
    store.capabilities[ref] = next;
    return next;
}
/** Holds the served definition of `ref` out until it changes again; the earlier approval is kept as the baseline. */
function rejectRecord(store, ref, now) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new DecisionError(`${ref}: not in the store (see mcp-contract status)`);
    if (!rec.live)
        throw new DecisionError(`${ref}: the server no longer serves it, so there is nothing to reject`);
    const next = { ...rec, state: 'rejected', since: now.toISOString(), rejected: [...new Set([...(rec.rejected ?? []), rec.live.digest])] };
    if (rec.approval?.digest === rec.live.digest)
        delete next.approval;
    store.capabilities[ref] = next;
    return next;
}
/**
 * The successors a held capability's deprecation names that the guard holds as its rebind: approving one of them is
 * the person moving from `rec` to it (status and the guard print that command beside rec's own).
 */
function heldSuccessors(store, rec) {
    const named = new Set((rec.changes ?? []).flatMap((c) => (c.replacedBy !== undefined ? [c.replacedBy] : [])));
    return [...named].filter((ref) => {
        const s = store.capabilities[ref];
        return s?.state === 'review_required' && s.live !== undefined && (s.changes ?? []).some((c) => c.action === 'manual_rebind' && (c.renamedFrom ?? []).includes(rec.ref));
    });
}
/** Held capabilities whose every change is safe and not forced to review: what `approve --all-safe` approves. */
function allSafe(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every((c) => c.severity === 'safe' && c.action !== 'manual_rebind' && !c.forced))
        .map((r) => r.ref);
}
/**
 * Held capabilities whose every change is a description or title edit adding no cue (or whitespace): what
 * `approve --reworded` approves, after showing them.
 */
function allReworded(store) {
    return Object.values(store.capabilities)
        .filter((r) => r.state === 'stale' && r.live && (r.changes ?? []).length > 0 && r.changes.every(isCueFreeHeld))
        .map((r) => r.ref);
}
/** `safe=follow`, `breaking=review`, `new=follow`, `reworded=follow`, `RULE-ID=review`: one entry of `--policy`. */
function parsePolicyEntry(policy, entry) {
    const call = /^(out-of-scope|output-mismatch)=([a-z]+)$/.exec(entry);
    if (call) {
        const [, key, value] = call;
        if (key === 'out-of-scope' && (value === 'ask' || value === 'deny'))
            return { ...policy, outOfScope: value };
        if (key === 'output-mismatch' && (value === 'refuse' || value === 'record'))
            return { ...policy, outputMismatch: value };
        throw new DecisionError(`--policy "${entry}": expected out-of-scope=ask|deny or output-mismatch=refuse|record`);
    }
    const m = /^([a-z][a-z0-9-]*)=(follow|review)$/.exec(entry);
    if (!m)
        throw new DecisionError(`--policy "${entry}": expected KEY=follow|review (KEY: safe, review, breaking, new, reworded, or a rule id), out-of-scope=ask|deny or output-mismatch=refuse|record`);
    const [, key, action] = m;
    const value = action;
    if (key === 'reworded')
        return { ...policy, reworded: value };
    if (key === 'safe' || key === 'review' || key === 'breaking' || key === 'new')
        return { ...policy, bySeverity: { ...policy.bySeverity, [key]: value } };
    if (!(0,rules/* ruleById */.BD)(key))
        throw new DecisionError(`--policy "${entry}": "${key}" is not a severity, "new", "reworded", or a rule id (see mcp-contract rules)`);
    return { ...policy, byRule: { ...policy.byRule, [key]: value } };
}
// ------------------------------------------------------------------ lifetimes by side effect
const DAY_MS = 86_400_000;
/** The side-effect classes a tool's annotations put it in (a tool without any hint is unannotated). */
function sideEffectClasses(definition) {
    const a = definition.annotations;
    const hints = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
    const has = (k) => typeof hints[k] === 'boolean';
    if (!['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'].some(has))
        return ['unannotated'];
    const out = [];
    if (hints.destructiveHint === true)
        out.push('destructive');
    if (hints.openWorldHint === true)
        out.push('openWorld');
    return out;
}
/**
 * Bounds each tool approval of the store by policy, in place: one of a class with a maximum age expires that many days
 * after it was given (an earlier `--expires` stands), and a session approval whose guard process has `ended` expires
 * when it was given. Deterministic, so a store read twice is written once. Returns the refs whose approval it bounded
 * further.
 */
function applyLifetimes(store, limits, ended = () => false) {
    const changed = [];
    for (const rec of Object.values(store.capabilities)) {
        const a = rec.approval;
        if (!a)
            continue;
        let until = a.expires === undefined ? Number.POSITIVE_INFINITY : Date.parse(a.expires);
        if (a.session !== undefined && ended(a.session))
            until = Math.min(until, Date.parse(a.at));
        if (limits && (0,canonical/* parseRef */.rd)(rec.ref)?.kind === 'tool')
            for (const c of sideEffectClasses(a.definition)) {
                const days = limits[c];
                if (days !== undefined)
                    until = Math.min(until, Date.parse(a.at) + days * DAY_MS);
            }
        if (!Number.isFinite(until) || (a.expires !== undefined && until >= Date.parse(a.expires)))
            continue;
        rec.approval = { ...a, expires: new Date(until).toISOString() };
        changed.push(rec.ref);
    }
    return changed;
}


/***/ }),

/***/ 20006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fk: () => (/* binding */ primaryEra),
/* harmony export */   g$: () => (/* binding */ eraKinds),
/* harmony export */   o: () => (/* binding */ divergentEras)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97336);

/** The lists a surface records for `era`: the primary era's `kinds`, another era's own where they differ. */
function eraKinds(s, era) {
    if (era === undefined || !s.protocol || s.protocol.primary === era)
        return s.kinds;
    return s.protocol.eras[era]?.kinds ?? s.kinds;
}
/** The era a surface's `kinds` come from; undefined for a snapshot that does not say (before format 2). */
function primaryEra(s) {
    return s?.protocol?.primary;
}
/** The eras whose lists a surface records apart from the primary era's (where the two eras' lists differ). */
function divergentEras(s) {
    return _model_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_ERAS */ .d4.filter((e) => e !== s.protocol?.primary && s.protocol?.eras[e]?.kinds !== undefined);
}


/***/ }),

/***/ 1836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hu: () => (/* binding */ eraStorePath),
  EU: () => (/* binding */ fileMark),
  Pv: () => (/* binding */ parseStore),
  uz: () => (/* binding */ readStore),
  Oq: () => (/* binding */ readStoreFile),
  Bs: () => (/* binding */ readStoreText),
  rT: () => (/* binding */ storeDir),
  u_: () => (/* binding */ storeFile),
  Tr: () => (/* binding */ storeFiles),
  LN: () => (/* reexport */ store_key_file/* storeKey */.L),
  xX: () => (/* binding */ storeOf),
  fF: () => (/* binding */ updateStore),
  H9: () => (/* binding */ verifyStore)
});

// UNUSED EXPORTS: serializeStore

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/approval/approval.ts + 1 modules
var approval = __webpack_require__(48051);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/storage/snapshot-file.ts + 1 modules
var snapshot_file = __webpack_require__(78560);
// EXTERNAL MODULE: ./src/storage/dir-lock.ts
var dir_lock = __webpack_require__(43608);
// EXTERNAL MODULE: ./src/audit/store-hook.ts + 1 modules
var store_hook = __webpack_require__(71908);
// EXTERNAL MODULE: ./src/guard/turn.ts
var turn = __webpack_require__(60698);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/storage/store-key-file.ts
var store_key_file = __webpack_require__(20469);
;// CONCATENATED MODULE: ./src/guard/store-key.ts
// The MACs that sign the store's decisions; the key file itself is read by storage/store-key-file.ts.



/**
 * The store's audit anchor as its decisions' MACs bind it (absent in stores written before it: their MACs still
 * verify): deleting the anchor, which needs no key, turns every decision of the store into an unsigned one.
 */
function anchored(store) {
    const a = store.audit;
    return a ? { audit: { ...(a.origin !== undefined ? { origin: a.origin } : {}), seq: a.seq, last: a.last } } : {};
}
/** The MAC of one record's decisions, bound to its server, surface, ref and the store's audit anchor. */
function macOf(key, store, rec) {
    const body = { server: store.server, surface: store.surface, ref: rec.ref, approval: (rec.approval ?? null), rejected: rec.rejected ?? [], ...anchored(store) };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}
/** The MAC of the instructions a person approved, bound to its server and surface. */
function instructionsMacOf(key, store) {
    const body = { server: store.server, surface: store.surface, instructions: (store.instructions?.approved ?? null) };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}
/** The MAC of the approved launch identity, bound to its server and surface. */
function identityMacOf(key, store) {
    const body = { server: store.server, surface: store.surface, identity: (store.identity?.approved ?? null), ...anchored(store) };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}
/** The MAC of the store's audit anchor on its own (a store with no decision yet anchors its log too). */
function anchorMacOf(key, store) {
    const body = { server: store.server, surface: store.surface, ...anchored(store) };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}
/** The MAC of where the baseline approvals came from, bound to its server, surface and audit anchor. */
function sourceMacOf(key, store) {
    const source = store.source ? { ...store.source } : undefined;
    if (source)
        delete source.mac;
    const body = { server: store.server, surface: store.surface, source: (source ?? null), ...anchored(store) };
    return `hmac-sha256:${(0,external_node_crypto_.createHmac)('sha256', key.bytes).update((0,canonical/* canonicalJson */.dj)(body)).digest('hex')}`;
}

;// CONCATENATED MODULE: ./src/guard/store.ts
// The guard's store: one canonical-JSON file per server, written atomically under a lock, so the running guard and
// `approve` / `reject` in another process never lose each other's writes. Every decision in it (an approval, a
// rejection) carries an HMAC under the store's key: an edit made without the key counts for nothing.













/** `--store`, else $MCP_CONTRACT_STORE, else ~/.mcp-contract/guard: a client's working directory is often `/`. */
function storeDir(option, env, cwd) {
    if (option)
        return (0,external_node_path_.resolve)(cwd, option);
    if (env.MCP_CONTRACT_STORE)
        return (0,external_node_path_.resolve)(cwd, env.MCP_CONTRACT_STORE);
    return (0,external_node_path_.join)(env.HOME ?? (0,external_node_os_.homedir)(), '.mcp-contract', 'guard');
}
function fileName(server) {
    return `${server.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}
function storeFile(dir, server) {
    return (0,external_node_path_.join)(dir, fileName(server));
}
/**
 * Another protocol era's store beside a guard's own (a dual-era upstream's era other than the guard's: see
 * Publication.forEra): `<server>.json` -> `<server>.<era>.json`. status lists it, `approve --server <server>.<era>` takes it.
 */
function eraStorePath(storePath, era) {
    return `${storePath.replace(/\.json$/, '')}.${era}.json`;
}
/** The store files in a directory (for approve/status without --server). */
function storeFiles(dir) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    return (0,external_node_fs_.readdirSync)(dir)
        .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
        .sort()
        .map((n) => (0,external_node_path_.join)(dir, n));
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const STATES = new Set(['discovered', 'review_required', 'approved', 'stale', 'rejected', 'missing']);
function parseStore(text, label) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        // The parser's message quotes the file's bytes; a store swapped for another file must not print that file.
        const at = /position (\d+)/.exec(e.message)?.[1];
        throw new errors/* UsageError */.eb(`${label}: not valid JSON${at ? ` (at byte ${at})` : ''}`);
    }
    if (!isObject(value))
        throw new errors/* UsageError */.eb(`${label}: expected a JSON object`);
    if (value.format !== approval/* GUARD_STORE_FORMAT */.OF)
        throw new errors/* UsageError */.eb(`${label}: /format: expected "${approval/* GUARD_STORE_FORMAT */.OF}"`);
    if (typeof value.server !== 'string')
        throw new errors/* UsageError */.eb(`${label}: /server: expected a string`);
    if (typeof value.surface !== 'string')
        throw new errors/* UsageError */.eb(`${label}: /surface: expected a string`);
    if (!isObject(value.capabilities))
        throw new errors/* UsageError */.eb(`${label}: /capabilities: expected an object`);
    if (value.identity !== undefined && (!isObject(value.identity) || !['approved', 'held', 'unverified'].includes(String(value.identity.state))))
        throw new errors/* UsageError */.eb(`${label}: /identity/state: expected "approved", "held" or "unverified"`);
    if (value.source !== undefined && (!isObject(value.source) || !['signed-release', 'first-use', 'refused-release'].includes(String(value.source.kind))))
        throw new errors/* UsageError */.eb(`${label}: /source/kind: expected "signed-release", "first-use" or "refused-release"`);
    for (const [ref, rec] of Object.entries(value.capabilities)) {
        const at = `${label}: /capabilities/${ref.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (!isObject(rec) || rec.ref !== ref)
            throw new errors/* UsageError */.eb(`${at}: expected a record whose "ref" is its key`);
        if (typeof rec.state !== 'string' || !STATES.has(rec.state))
            throw new errors/* UsageError */.eb(`${at}/state: unknown state ${JSON.stringify(rec.state)}`);
        if (rec.approval !== undefined && (!isObject(rec.approval) || typeof rec.approval.digest !== 'string' || !isObject(rec.approval.definition)))
            throw new errors/* UsageError */.eb(`${at}/approval: expected { digest, definition, by, at }`);
        if (rec.mac !== undefined && typeof rec.mac !== 'string')
            throw new errors/* UsageError */.eb(`${at}/mac: expected a string`);
    }
    return value;
}
/**
 * Drops every approval whose MAC does not verify (an edit made without the key); rejections stay (they only hold more
 * back). Returns the refs whose approval was dropped.
 */
function verifyStore(store, key) {
    const forged = [];
    for (const rec of Object.values(store.capabilities)) {
        const signed = rec.mac !== undefined && rec.mac === macOf(key, store, rec);
        delete rec.mac;
        if (signed || !rec.approval)
            continue;
        forged.push(rec.ref);
        delete rec.approval;
        if (rec.state === 'approved')
            rec.state = 'stale';
    }
    // The audit anchor (checked after the decisions, whose MACs bind it): one written without the key is dropped.
    if (store.audit) {
        const ok = store.audit.mac !== undefined && store.audit.mac === anchorMacOf(key, store);
        if (ok)
            delete store.audit.mac;
        else {
            forged.push('audit anchor');
            delete store.audit;
        }
    }
    // Where the baseline came from, written without the key (a first-use snapshot dressed as a signed release): dropped.
    if (store.source) {
        const ok = store.source.mac !== undefined && store.source.mac === sourceMacOf(key, store);
        if (ok)
            delete store.source.mac;
        else {
            forged.push('approval source');
            delete store.source;
        }
    }
    // An approved launch identity written without the key is as forged as an approval: the code is held again.
    const id = store.identity;
    if (id) {
        const ok = id.mac !== undefined && id.mac === identityMacOf(key, store);
        delete id.mac;
        if (!ok && id.approved) {
            forged.push('launch identity');
            delete id.approved;
            delete id.approvedBy;
            delete id.approvedAt;
        }
    }
    // Instructions approved without the key are withheld again.
    const ins = store.instructions;
    if (ins) {
        const ok = ins.mac !== undefined && ins.mac === instructionsMacOf(key, store);
        delete ins.mac;
        if (!ok && ins.approved) {
            forged.push('server instructions');
            delete ins.approved;
            ins.state = 'held';
        }
    }
    return forged;
}
function signed(store, key) {
    const capabilities = {};
    for (const [ref, rec] of Object.entries(store.capabilities)) {
        const copy = { ...rec };
        delete copy.mac;
        if (copy.approval || copy.rejected)
            copy.mac = macOf(key, store, copy);
        capabilities[ref] = copy;
    }
    const out = { ...store, capabilities };
    if (store.audit)
        out.audit = { ...store.audit, mac: anchorMacOf(key, store) };
    if (store.source) {
        const source = { ...store.source };
        delete source.mac;
        out.source = source;
        source.mac = sourceMacOf(key, out);
    }
    if (store.identity) {
        const identity = { ...store.identity };
        delete identity.mac;
        out.identity = identity;
        if (identity.approved)
            identity.mac = identityMacOf(key, out);
    }
    if (store.instructions) {
        const instructions = { ...store.instructions };
        delete instructions.mac;
        out.instructions = instructions;
        if (instructions.approved)
            instructions.mac = instructionsMacOf(key, out);
    }
    return out;
}
/** A store path that is a symbolic link could make the guard read, or `approve` overwrite, any file: refused. */
async function refuseLink(path) {
    const st = await (0,promises_.lstat)(path).catch(() => undefined);
    if (st?.isSymbolicLink())
        throw new errors/* UsageError */.eb(`${path}: the store file is a symbolic link; refused (remove it, or pass another --store)`);
}
/** The store file's text; undefined when there is none. */
async function readStoreText(path) {
    await refuseLink(path);
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return undefined;
        throw new errors/* UsageError */.eb(`${path}: cannot read the store (${e.code ?? 'error'})`);
    }
}
function verifiedStore(text, path, key, log) {
    const store = parseStore(text, path);
    const forged = verifyStore(store, key);
    if (forged.length)
        log(`${path}: ${forged.length} approval(s) not made by approve/reject (no valid signature) are ignored: ${forged.slice(0, 5).join(', ')}${forged.length > 5 ? ', ...' : ''}`);
    return store;
}
async function readVerified(path, key, log) {
    const text = await readStoreText(path);
    return text === undefined ? undefined : verifiedStore(text, path, key, log);
}
/** One server's store from its file's text (undefined: no file yet), held to that server and surface. */
function storeOf(text, path, server, surface, key, log) {
    if (text === undefined)
        return (0,approval/* emptyStore */.VL)(server, surface);
    const store = verifiedStore(text, path, key, log);
    if (store.server !== server)
        throw new errors/* UsageError */.eb(`${path}: /server: the store belongs to "${store.server}", not "${server}" (use another --store)`);
    if (store.surface !== surface)
        throw new errors/* UsageError */.eb(`${path}: /surface: the store guards surface "${store.surface}", not "${surface}" (use another --store)`);
    return store;
}
async function readStore(path, server, surface, key, log) {
    return storeOf(await readStoreText(path), path, server, surface, key, log);
}
async function readStoreFile(path, key, log) {
    const store = await readVerified(path, key, log);
    if (!store)
        throw new errors/* UsageError */.eb(`${path}: no such store file`);
    return store;
}
function serializeStore(store, key) {
    return `${(0,canonical/* canonicalJson */.dj)(signed(store, key))}\n`;
}
/**
 * Read, change, write back atomically (signed), all under the store's lock. Returns what was written. `unchanged`
 * says the text is what the file already holds: nothing is written (the guard re-captures every few seconds). What
 * the write decided (approvals, rejections, approvals that stopped holding) goes to the audit log beside the store.
 */
async function updateStore(path, key, read, change, unchanged = () => false, audit = {}) {
    await (0,promises_.mkdir)((0,external_node_path_.resolve)(path, '..'), { recursive: true, mode: 0o700 });
    return (0,dir_lock/* withLock */.kK)(path, async () => {
        const current = await read();
        // Taken before change(): it may edit the store it is given in place.
        const before = (0,store_hook/* storeFacts */.x0)(current);
        const anchored = current.audit;
        // The change (a re-capture's classification) and the signed text are each one stage: the loop turns in between.
        await (0,turn/* nextTurn */.t)();
        const next = change(current);
        await (0,turn/* nextTurn */.t)();
        const text = serializeStore(next, key);
        await (0,turn/* nextTurn */.t)();
        // The file's stamp is taken under the lock (publication's unchanged-capture shortcut compares it with the next one).
        if (unchanged(text))
            return { store: next, text, mark: await fileMark(path) };
        await refuseLink(path);
        // Recorded first: an approval the log cannot take is not written (src/audit/store-hook.ts).
        await (0,store_hook/* auditStoreWrite */.YL)(path, key, before, next, audit);
        // Then the store anchors the chain as it now stands (src/audit/anchor.ts), signed with the rest.
        const anchor = (0,store_hook/* auditAnchorAfter */.J_)((0,external_node_path_.dirname)(path), key, anchored ?? next.audit);
        if (anchor)
            next.audit = anchor;
        const final = anchor ? serializeStore(next, key) : text;
        await (0,snapshot_file/* writeFileAtomic */.Zf)(path, final);
        return { store: next, text: final, mark: await fileMark(path) };
    });
}
/** A file's identity and last change (inode, size, mtime, ctime), or 'absent': two equal marks mean nobody wrote it between. */
async function fileMark(path) {
    try {
        const st = await (0,promises_.stat)(path, { bigint: true });
        return `${st.ino} ${st.size} ${st.mtimeNs} ${st.ctimeNs}`;
    }
    catch {
        return 'absent';
    }
}


/***/ }),

/***/ 60698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ nextTurn)
/* harmony export */ });
// One member's re-capture is CPU work on the event loop every member of a gateway shares (issue 50 item 8): listing
// and digesting its tools, classifying them against the approval, serializing the signed store. Done in one turn, a
// member that rewrites 50 descriptions as 16 KB each held every other member's calls for a quarter of a second.
// Each stage ends by giving the loop back, so the calls that arrived meanwhile are answered between stages.
/** Resolves on the next turn of the event loop, after the I/O (another member's call) that is already waiting. */
function nextTurn() {
    return new Promise((resolve) => setImmediate(resolve));
}


/***/ }),

/***/ 43608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fv: () => (/* binding */ LOCK_REFRESH_MS),
/* harmony export */   IZ: () => (/* binding */ acquireLock),
/* harmony export */   kK: () => (/* binding */ withLock)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// A lock between processes that share a directory (the guard and `approve`, two guards): mkdir is atomic everywhere.


const LOCK_STALE_MS = 10_000;
/** A wait that keeps the process alive: an unref'ed timer let `approve` exit mid-wait with its decision lost. */
function sleep(ms) {
    return new Promise((r) => setTimeout(r, ms));
}
/**
 * Takes the lock directory: mkdir until it succeeds; while another holds it, `taken` is told and `wait` passes before
 * the next try, and a lock older than LOCK_STALE_MS (a crashed writer's) is broken.
 */
async function takeLock(lock, wait, taken) {
    for (;;) {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(lock);
            return;
        }
        catch (e) {
            if (e.code !== 'EEXIST')
                throw e;
            await taken?.();
            const age = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
            if (age > LOCK_STALE_MS)
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lock, { recursive: true, force: true });
            else
                await wait();
        }
    }
}
/** Runs fn holding `<path>.lock`; only a lock older than LOCK_STALE_MS (a crashed writer's) is broken. */
async function withLock(path, fn) {
    const lock = `${path}.lock`;
    await takeLock(lock, () => sleep(5 + Math.floor(Math.random() * 20)));
    try {
        return await fn();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lock, { recursive: true, force: true });
    }
}
/**
 * The same lock, taken and kept by its caller until it releases it (the audit log keeps it for a burst of appends:
 * one mkdir and one rmdir per burst, each a journal write that costs milliseconds on a busy disk). A process that
 * finds it taken leaves a `.wanted` mark beside it, so the holder lets it in at its next write instead of at its end.
 * A holder that keeps it longer than LOCK_STALE_MS refreshes it, or another process would break it as a crashed writer's.
 */
async function acquireLock(path) {
    const lock = `${path}.lock`;
    const want = `${lock}.wanted`;
    let marked = false;
    await takeLock(lock, () => sleep(1 + Math.floor(Math.random() * 4)), async () => {
        if (marked)
            return;
        marked = true;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(want, '').catch(() => undefined);
    });
    if (marked)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(want, { force: true });
    let held = true;
    return {
        release: async () => {
            if (!held)
                return;
            held = false;
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lock, { recursive: true, force: true });
        },
        releaseSync: () => {
            if (!held)
                return;
            held = false;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(lock, { recursive: true, force: true });
        },
        wanted: () => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(want),
        refresh: async () => {
            const now = new Date();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.utimes)(lock, now, now).catch(() => undefined);
        },
    };
}
/** How often a holder refreshes a lock it keeps: well inside LOCK_STALE_MS. */
const LOCK_REFRESH_MS = LOCK_STALE_MS / 4;


/***/ }),

/***/ 20469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ storeKey),
/* harmony export */   d: () => (/* binding */ KEY_FILE)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
// The guard store's key file: read (and created, 0600, on first use) beside the store. Here rather than in the guard
// so that the audit log (src/audit), which the guard writes through, can derive its own key from it without a cycle.
//
// What this holds, exactly: an upstream running as ANOTHER user (`guard --run-as`) can neither read the key nor write
// the store (the directory is 0700), so it cannot approve anything. An upstream running as the SAME user can read
// the key like any of that user's files: the signature then only stops an edit made without reading it. Run the
// upstream as another user (or in a sandbox that hides the store directory) when it is not trusted.





const KEY_FILE = '.guard-key';
/** Reads the store directory's key, creating it (0600) on first use. */
async function storeKey(dir) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true, mode: 0o700 });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, KEY_FILE);
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path).catch(() => undefined)))
        await createKey(dir, path);
    const st = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(path);
    if (st.isSymbolicLink() || !st.isFile())
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: the store key is not a regular file; refused`);
    if (process.platform !== 'win32' && (st.mode & 0o077) !== 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: the store key is readable by other users (mode ${(st.mode & 0o777).toString(8)}); chmod 600 it`);
    const hex = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(path, 'utf8')).trim();
    if (!/^[0-9a-f]{64}$/.test(hex))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: the store key is damaged (expected 64 hex digits)`);
    return { bytes: Buffer.from(hex, 'hex') };
}
/** Written whole under a private name, then linked into place: a concurrent reader never sees a half-written key. */
async function createKey(dir, path) {
    const tmp = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `.guard-key.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const fh = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(tmp, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_EXCL | (node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW ?? 0), 0o600);
        try {
            await fh.writeFile((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex'), 'utf8');
        }
        finally {
            await fh.close();
        }
        // A concurrent creator may have won: its key stands.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.link)(tmp, path).catch((e) => {
            if (e.code !== 'EEXIST')
                throw e;
        });
    }
    catch (e) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${path}: cannot create the store key (${e.code ?? 'error'})`);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.unlink)(tmp).catch(() => undefined);
    }
}


/***/ })

};

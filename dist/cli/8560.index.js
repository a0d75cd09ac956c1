export const id = 8560;
export const ids = [8560];
export const modules = {

/***/ 62878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ describeIdentity),
/* harmony export */   DQ: () => (/* binding */ codeKey),
/* harmony export */   F1: () => (/* binding */ decideIdentity),
/* harmony export */   G3: () => (/* binding */ compareIdentity),
/* harmony export */   It: () => (/* binding */ manifestDigest),
/* harmony export */   Q6: () => (/* binding */ recordDecision),
/* harmony export */   YT: () => (/* binding */ codeNote),
/* harmony export */   h0: () => (/* binding */ approveIdentityRecord),
/* harmony export */   ib: () => (/* binding */ satisfies),
/* harmony export */   jD: () => (/* binding */ withoutIdentity),
/* harmony export */   kT: () => (/* binding */ parseIdentityPolicy)
/* harmony export */ });
/* unused harmony exports shortHash, DEFAULT_IDENTITY_POLICY */
/* harmony import */ var _shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27297);
// What code answers, as evidence next to what it declares: a launch target's identity (package and integrity, image
// digest, wheel hash, or a working tree's content manifest) and how two identities compare. Pure: src/identity/
// resolves identities from the disk; this file only models, compares and judges them.

/** The `sha256:` digest over a manifest's canonical JSON: one value that changes when any listed file does. */
function manifestDigest(files) {
    return `sha256:${(0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .sc)((0,_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(files))}`;
}
/** `@scope/pkg@1.2.3 (sha512-abcdef012345\u2026)`: one short line for logs and reports. */
function describeIdentity(id) {
    const what = id.kind === 'worktree' ? `working tree ${id.name}` : id.kind === 'container' ? `image ${id.name}` : id.version ? `${id.name}@${id.version}` : id.name;
    if (!id.integrity)
        return `${what} (unverified: ${id.unverified ?? 'no content hash'})`;
    const files = id.files ? `, ${Object.keys(id.files).length} files` : '';
    return `${what} (${shortHash(id.integrity)}${files})`;
}
function shortHash(h) {
    const m = /^(sha\d+)[-:=](.*)$/.exec(h);
    return m ? `${m[1]}:${m[2].slice(0, 12)}` : h.slice(0, 19);
}
function changedFiles(a, b) {
    const out = [];
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (a[k] !== b[k])
            out.push(k);
    return out.sort();
}
/** Compares the recorded identity with the live one. Two unpinned identities are never "same": names prove nothing. */
function compareIdentity(before, after) {
    if (!before)
        return { verdict: 'unverified', detail: 'no identity was recorded for the approved code' };
    if (!after)
        return { verdict: 'unverified', detail: 'the live launch target could not be resolved' };
    if (!after.integrity)
        return { verdict: 'unverified', detail: `the live code is unverified: ${after.unverified ?? 'no content hash'}` };
    if (!before.integrity)
        return { verdict: 'unverified', detail: `the recorded code was unverified: ${before.unverified ?? 'no content hash'}` };
    // Content-addressed: equal hashes are the same code wherever it was resolved from (names and paths are display).
    if (before.kind === after.kind && before.integrity === after.integrity)
        return { verdict: 'same', detail: describeIdentity(after) };
    const files = before.files && after.files ? changedFiles(before.files, after.files) : undefined;
    const version = before.version !== after.version ? `${before.version ?? '?'} -> ${after.version ?? '?'}` : undefined;
    const what = files && files.length > 0
        ? `${files.length} file${files.length === 1 ? '' : 's'} changed (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', \u2026' : ''})`
        : version
            ? `version ${version}`
            : before.name !== after.name
                ? `${before.name} -> ${after.name}`
                : `content hash ${shortHash(before.integrity)} -> ${shortHash(after.integrity)}`;
    const out = { verdict: 'different', detail: `${describeIdentity(before)} -> ${describeIdentity(after)}: ${what}` };
    if (files)
        out.files = files;
    return out;
}
const DEFAULT_IDENTITY_POLICY = { mode: 'pin' };
function parseIdentityPolicy(text) {
    if (text === 'pin')
        return { mode: 'pin' };
    if (text === 'worktree')
        return { mode: 'worktree' };
    const m = /^semver:(.+)$/.exec(text);
    if (m)
        return parseRange(m[1]) ? { mode: 'semver', range: m[1] } : `"${m[1]}" is not a version range this reads (^1.2.3, ~1.2.3, 1.x, >=1.2.3 <2)`;
    return 'expected pin, worktree or semver:RANGE';
}
/**
 * Whether the live code may run under an approval of `approved`. Pinned and equal: it runs. Pinned and different:
 * held unless the policy follows it. A pinned approval whose live launch lost its pin: held (the proof went away).
 * Nothing pinned on either side: it runs as `unverified` (there is nothing to compare; status and scan say so).
 * No approval yet, or only an unpinned one: the first pinned identity is recorded (trust on first launch, logged).
 */
function decideIdentity(approved, live, policy) {
    if (!approved || !approved.integrity) {
        if (!live.integrity)
            return { state: 'unverified', reason: `which code runs cannot be verified: ${live.unverified ?? 'no content hash'}` };
        return { state: 'approved', reason: `first pinned identity recorded: ${describeIdentity(live)}`, adopt: 'first-launch' };
    }
    const cmp = compareIdentity(approved, live);
    if (cmp.verdict === 'same')
        return { state: 'approved', reason: cmp.detail };
    if (cmp.verdict === 'unverified')
        return { state: 'held', reason: `the approved code was pinned (${describeIdentity(approved)}), but ${cmp.detail}` };
    if (policy.mode === 'worktree' && approved.kind === 'worktree' && live.kind === 'worktree' && approved.name === live.name)
        return { state: 'approved', reason: `working tree followed: ${cmp.detail}`, adopt: 'policy' };
    if (policy.mode === 'semver' && approved.kind === live.kind && approved.name === live.name && live.version && satisfies(live.version, policy.range))
        return { state: 'approved', reason: `version ${live.version} is inside ${policy.range}: ${cmp.detail}`, adopt: 'policy' };
    return { state: 'held', reason: `the code changed: ${cmp.detail}` };
}
/** One string naming a resolved code: its content hash, else (unpinned) its description. */
function codeKey(id) {
    return id.integrity ?? describeIdentity(id);
}
/** Applies a decision to the stored record (pure: the caller persists it). */
function recordDecision(previous, baseline, live, d, now) {
    const rec = { state: d.state, live, reason: d.reason };
    // The held code's surface, read before, still describes it while the same code stays held.
    if (d.state === 'held' && previous?.surfaceRead !== undefined && previous.surfaceRead === codeKey(live))
        rec.surfaceRead = previous.surfaceRead;
    const approved = previous?.approved ?? baseline;
    if (approved)
        Object.assign(rec, { approved, approvedBy: previous?.approvedBy ?? 'snapshot' }, previous?.approvedAt ? { approvedAt: previous.approvedAt } : {});
    if (d.adopt)
        Object.assign(rec, { approved: live, approvedBy: d.adopt, approvedAt: now.toISOString() });
    return rec;
}
/** A person approves the code the guard last resolved: `mcp-contract approve --identity`. */
function approveIdentityRecord(previous, now) {
    if (!previous?.live)
        throw new Error('the guard has not resolved a launch identity yet (start mcp-contract guard first)');
    return { approved: previous.live, approvedBy: 'human', approvedAt: now.toISOString(), live: previous.live, state: previous.live.integrity ? 'approved' : 'unverified' };
}
function parseVersion(text) {
    const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/.exec(text.trim());
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] ?? ''] : undefined;
}
function cmpVersion(a, b) {
    for (let i = 0; i < 3; i++)
        if (a[i] !== b[i])
            return a[i] - b[i];
    if (a[3] === b[3])
        return 0;
    if (a[3] === '')
        return 1;
    if (b[3] === '')
        return -1;
    return a[3] < b[3] ? -1 : 1;
}
/** One comparator set (space-separated), with ^, ~ and x-ranges expanded to bounds. */
function parseSet(text) {
    const out = [];
    for (const part of text.trim().split(/\s+/)) {
        const m = /^(\^|~|<=|>=|<|>|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(-[\w.-]+)?$/.exec(part);
        if (!m)
            return undefined;
        const [, op = '', a, b, c, pre = ''] = m;
        const wild = (s) => s === undefined || s === 'x' || s === '*';
        const M = Number(a);
        const mi = wild(b) ? 0 : Number(b);
        const p = wild(c) ? 0 : Number(c);
        const low = [wild(a) ? 0 : M, mi, p, pre.slice(1)];
        if (wild(a))
            continue;
        if (op === '^') {
            const up = M > 0 || wild(b) ? [M + 1, 0, 0, ''] : mi > 0 || wild(c) ? [0, mi + 1, 0, ''] : [0, 0, p + 1, ''];
            out.push({ op: '>=', v: low }, { op: '<', v: [...up.slice(0, 3), '0'] });
        }
        else if (op === '~' || (op === '' && (wild(b) || wild(c)))) {
            const up = wild(b) ? [M + 1, 0, 0, '0'] : [M, mi + 1, 0, '0'];
            out.push({ op: '>=', v: low }, { op: '<', v: up });
        }
        else
            out.push({ op: (op || '='), v: low });
    }
    return out;
}
function parseRange(range) {
    const sets = range.split('||').map(parseSet);
    return sets.every((s) => s !== undefined) ? sets : undefined;
}
/** Whether `version` is inside `range` (npm's common forms). A pre-release only matches a range naming one. */
function satisfies(version, range) {
    const v = parseVersion(version);
    const sets = parseRange(range);
    if (!v || !sets)
        return false;
    const test = (c) => {
        const d = cmpVersion(v, c.v);
        return c.op === '<' ? d < 0 : c.op === '<=' ? d <= 0 : c.op === '>' ? d > 0 : c.op === '>=' ? d >= 0 : d === 0;
    };
    return sets.some((set) => set.every(test) && (v[3] === '' || set.some((c) => c.v[3] !== '' && c.v[3] !== '0')));
}
// ------------------------------------------------------------------ identity next to a contract
/** The snapshot without its identity: what `check`, the Action and `badge` compare (identity is evidence, not contract). */
function withoutIdentity(snapshot) {
    if (snapshot.identity === undefined)
        return snapshot;
    const { identity: _identity, ...rest } = snapshot;
    return rest;
}
/**
 * The note `check` and the PR comment print when the recorded code and the live code differ: with an unchanged
 * contract it is the cue for canaries (the declared surface cannot show a behaviour change). Undefined when the code
 * is the same, or when either side is unpinned (names prove nothing either way).
 */
function codeNote(recorded, live, contractChanged) {
    if (!recorded.identity || !live.identity)
        return undefined;
    const cmp = compareIdentity(recorded.identity, live.identity);
    if (cmp.verdict !== 'different')
        return undefined;
    return contractChanged
        ? `different code: ${cmp.detail}`
        : `same contract, different code: ${cmp.detail}; the declared surface did not move, so only canaries can show whether behaviour did`;
}


/***/ }),

/***/ 78560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E$: () => (/* binding */ parseSnapshot),
  RA: () => (/* binding */ readSnapshot),
  DM: () => (/* binding */ sameSnapshot),
  DP: () => (/* binding */ serializeSnapshot),
  y9: () => (/* binding */ writeCapturedSnapshot),
  Zf: () => (/* binding */ writeFileAtomic)
});

// UNUSED EXPORTS: assertSnapshot, capabilitiesWithTrueDigests, contractOf, parseSnapshotJson, readSnapshotBytesIfAny, readSnapshotText, sameContract, sameContractAs, withoutObservation, writePieces, writeSnapshot, writeText

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/canonical.ts + 1 modules
var canonical = __webpack_require__(27297);
// EXTERNAL MODULE: ./src/core/shared/json.ts
var json = __webpack_require__(11471);
;// CONCATENATED MODULE: ./src/core/shared/stable-pieces.ts


/**
 * Containers this close to the root are written by the walk below, anything deeper as one piece: a snapshot's items
 * sit at depth 6 (surfaces, surface, kinds, kind, items, item), so each listed capability is one piece.
 */
const WALK_DEPTH = 6;
/**
 * The text of stableStringify(value), in pieces whose concatenation is exactly that text: pretty JSON with every
 * object's keys in sortKeys' order and a final newline. Each piece below the walked depths is sorted and written on
 * its own, so only one listed item's sorted copy and text exist at a time. With `trustBuilt`, a definition
 * buildCapability marked key-sorted is written as it is, unwalked: only for a snapshot whose capabilities nobody edited
 * since they were built (the CLI's own captures); a library caller may add a key to one, and is sorted in full.
 */
function* stable_pieces_stablePieces(value, trustBuilt = false) {
    yield* pieces(value, 0, '', trustBuilt);
    yield '\n';
}
function* pieces(value, depth, indent, trustBuilt) {
    // An array's undefined element is written `null`, as JSON.stringify writes it.
    if (value === undefined) {
        yield 'null';
        return;
    }
    if (typeof value !== 'object' || value === null || depth >= WALK_DEPTH) {
        yield deepPiece(value, indent, trustBuilt);
        return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(value)) {
        if (value.length === 0) {
            yield '[]';
            return;
        }
        for (let i = 0; i < value.length; i++) {
            yield i === 0 ? `[\n${inner}` : `,\n${inner}`;
            yield* pieces(value[i], depth + 1, inner, trustBuilt);
        }
        yield `\n${indent}]`;
        return;
    }
    const keys = sortedKeys(value);
    if (keys.length === 0) {
        yield '{}';
        return;
    }
    for (let i = 0; i < keys.length; i++) {
        yield `${i === 0 ? '{' : ','}\n${inner}${JSON.stringify(keys[i])}: `;
        yield* pieces(value[keys[i]], depth + 1, inner, trustBuilt);
    }
    yield `\n${indent}}`;
}
/**
 * `value`'s keys in the order JSON.stringify writes sortKeys(value)'s: sortKeys inserts them sorted (leaving out
 * undefined values) into a new object, where an integer-like key is listed first by V8 whatever the insertion order.
 * The same insertion here gives the same order.
 */
function sortedKeys(value) {
    const probe = {};
    const keys = Object.keys(value).sort();
    for (const k of keys)
        if (value[k] !== undefined)
            (0,json/* setKey */.qL)(probe, k, null);
    return Object.keys(probe);
}
/**
 * sortKeys(value), with each member that buildCapability wrote key-sorted taken as it is: a listed capability's
 * definition holds nearly all of its objects, and walking them all again to find them in order was about half of
 * writing a 5,000-tool snapshot (issue 55).
 */
function sortedPiece(value) {
    if ((0,canonical/* builtKeySorted */.Zv)(value))
        return value;
    if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype)
        return (0,canonical/* sortKeys */.di)(value);
    let built = false;
    for (const k in value)
        if ((0,canonical/* builtKeySorted */.Zv)(value[k]))
            built = true;
    if (!built)
        return (0,canonical/* sortKeys */.di)(value);
    // The same keys inserted in the same order as sortKeys' copy, so JSON.stringify lists them the same way.
    const out = {};
    for (const k of sortedKeys(value)) {
        const v = value[k];
        (0,json/* setKey */.qL)(out, k, (0,canonical/* builtKeySorted */.Zv)(v) ? v : (0,canonical/* sortKeys */.di)(v));
    }
    return out;
}
/** One deep value as JSON.stringify(sortKeys(value), null, 2) writes it inside a container indented by `indent`. */
function deepPiece(value, indent, trustBuilt) {
    const sorted = trustBuilt ? sortedPiece(value) : (0,canonical/* sortKeys */.di)(value);
    if (indent === '' || typeof sorted !== 'object' || sorted === null)
        return JSON.stringify(sorted, null, 2);
    // Written inside as many one-element arrays as it is levels deep, JSON.stringify indents its every line as it sits in
    // the file; the arrays' own brackets are cut off again. Indenting the text afterwards (a replace of every line break)
    // more than doubled the cost of writing a snapshot.
    const levels = indent.length / 2;
    const [before, after] = (SHELLS[levels] ??= shell(levels));
    let nested = sorted;
    for (let i = 0; i < levels; i++)
        nested = [nested];
    const text = JSON.stringify(nested, null, 2);
    return text.slice(before, text.length - after);
}
/** The lengths of what `levels` one-element arrays write before and after the value they hold. */
const SHELLS = [];
function shell(levels) {
    let nested = 0;
    for (let i = 0; i < levels; i++)
        nested = [nested];
    const text = JSON.stringify(nested, null, 2);
    const at = text.indexOf('0');
    return [at, text.length - at - 1];
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/core/shared/model.ts
var model = __webpack_require__(97336);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
// EXTERNAL MODULE: ./src/storage/schemas.ts + 1 modules
var schemas = __webpack_require__(95493);
;// CONCATENATED MODULE: ./src/storage/snapshot-file.ts
// Reads and writes snapshot files: validated on read, atomic on write (a crash never leaves half a file).










/** The format number this build writes: a file with a higher one was written by a newer mcp-contract. */
const FORMAT_NUMBER = Number(model/* SNAPSHOT_FORMAT */.Td.slice(model/* SNAPSHOT_FORMAT */.Td.lastIndexOf('/') + 1));
function parseSnapshot(text, label) {
    const value = parseSnapshotJson(text, label);
    assertSnapshot(value, label);
    return value;
}
/**
 * The JSON of a snapshot file, its format checked (a newer mcp-contract's file says to upgrade) but nothing else:
 * assertSnapshot validates it.
 */
function parseSnapshotJson(text, label) {
    const value = (0,schemas/* parseJsonText */.lk)(text, label);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const format = value.format;
        if (typeof format === 'string' && !model/* READABLE_SNAPSHOT_FORMATS */.pQ.includes(format)) {
            const m = /^mcp-contract\/(\d+)$/.exec(format);
            if (m && Number(m[1]) > FORMAT_NUMBER)
                throw new errors/* UsageError */.eb(`${label}: /format: written by a newer mcp-contract (${format}); upgrade mcp-contract to read it`);
            throw new errors/* UsageError */.eb(`${label}: /format: unknown snapshot format ${JSON.stringify(format)} (expected "${model/* SNAPSHOT_FORMAT */.Td}")`);
        }
    }
    return value;
}
/** Throws UsageError naming `label` and the first error where `value` is no valid snapshot. */
function assertSnapshot(value, label) {
    const validate = schemas/* SNAPSHOT_VALIDATOR */.oj;
    if (!validate(value))
        throw new errors/* UsageError */.eb(`${label}: ${(0,schemas/* describeErrors */.rg)(validate.errors)}`);
}
/**
 * `label` names the file in errors as the user wrote it (default the path). The reads are synchronous: a snapshot is
 * one small file, and four round trips through libuv's thread pool (lstat, open, read, close) were a third of an
 * in-process check's time (issue 29), more on a loaded machine.
 */
async function readSnapshot(path, label = path) {
    return parseSnapshot(readSnapshotText(path, label), label);
}
/** The text of the snapshot file at `path`: a regular file, never read through a symbolic link. */
function readSnapshotText(path, label = path) {
    let st;
    try {
        st = (0,external_node_fs_.lstatSync)(path);
    }
    catch (e) {
        throw unreadable(e, label);
    }
    return regularText(path, label, st);
}
/**
 * The bytes of the snapshot file at `path` as readSnapshotText reads it, or undefined where `existsSync(path)` is false
 * (no entry, a link to nothing, a directory on the way that cannot be searched). Undecoded, and read into `into` when
 * it is large enough (the result is then a view of it, valid until the next read into it): a caller that checks the
 * same file again and again compares the bytes with those it kept, and allocates and decodes nothing while they are
 * the same. A regular file opened without following a link takes four system calls (open, fstat, one read, close);
 * any other outcome of the open (no entry, a link, a permission) takes the lstat-first path, which says what it is.
 */
function readSnapshotBytesIfAny(path, label = path, into) {
    let fd;
    try {
        // O_NONBLOCK: a FIFO planted at the path opens at once (and is refused below) instead of waiting for a writer.
        fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    }
    catch {
        return slowBytesIfAny(path, label);
    }
    try {
        const st = fstatSync(fd);
        if (!st.isFile())
            throw new UsageError(`${label}: is not a regular file`);
        return readAll(fd, into && into.length > st.size ? into : Buffer.allocUnsafe(st.size + 1));
    }
    catch (e) {
        throw e instanceof UsageError ? e : unreadable(e, label);
    }
    finally {
        closeSync(fd);
    }
}
/**
 * The rest of an open regular file, read into `buf` (larger than the file's size): a read shorter than asked for is
 * its end, so one read takes it all.
 */
function readAll(fd, buf) {
    let n = 0;
    for (;;) {
        const asked = buf.length - n;
        const got = readSync(fd, buf, n, asked, null);
        n += got;
        if (got < asked)
            return buf.subarray(0, n);
        // The file grew while it was read: read on into a larger buffer.
        const larger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(larger, 0, 0, n);
        buf = larger;
    }
}
function slowBytesIfAny(path, label) {
    let st;
    try {
        st = lstatSync(path, { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (st === undefined || (st.isSymbolicLink() && !existsSync(path)))
        return undefined;
    return Buffer.from(regularText(path, label, st), 'utf8');
}
function regularText(path, label, st) {
    // A pull request can commit a symlink where the snapshot should be: reading through it would print the start of
    // any file the runner can read (the parse error quotes it). Only a regular file is a snapshot.
    if (st.isSymbolicLink())
        throw new errors/* UsageError */.eb(`${label}: is a symbolic link; a snapshot must be a regular file`);
    if (!st.isFile())
        throw new errors/* UsageError */.eb(`${label}: is not a regular file`);
    try {
        const fd = (0,external_node_fs_.openSync)(path, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0));
        try {
            return (0,external_node_fs_.readFileSync)(fd, 'utf8');
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch (e) {
        throw unreadable(e, label);
    }
}
function unreadable(e, label) {
    const code = e.code;
    return new errors/* UsageError */.eb(`${label}: cannot read snapshot (${code === 'ENOENT' ? 'no such file' : code === 'ELOOP' ? 'a symbolic link' : code ?? e.message})`);
}
function serializeSnapshot(snapshot) {
    return (0,canonical/* stableStringify */.JB)(snapshot);
}
const WRITE_REASONS = {
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is not a directory',
    EISDIR: 'it is a directory',
    ENOENT: 'the directory does not exist',
    ENAMETOOLONG: 'the name is too long',
    ELOOP: 'a symbolic link is in the way',
    EEXIST: 'a part of the path exists and is not a directory',
};
/**
 * Writes through a temp file in the same directory and renames it over the target. The target is never a symbolic
 * link (rename would replace the link, but refusing says so); the temp file is created exclusively, so a link planted
 * under its name is not followed. Any failure is one line naming the file, exit 5. `mode` is the file's from its
 * creation (0600 for a file holding secrets: never readable by others, not even between the write and a chmod).
 */
async function writeFileAtomic(path, text, root, mode = 0o644) {
    const fail = (e) => {
        if (e instanceof errors/* WriteError */.QM)
            throw e;
        const code = e.code ?? '';
        throw new errors/* WriteError */.QM(`cannot write ${path}: ${WRITE_REASONS[code] ?? e.message}${code ? ` (${code})` : ''}`);
    };
    try {
        const st = await (0,promises_.lstat)(path).catch(() => undefined);
        if (st?.isSymbolicLink())
            throw new errors/* WriteError */.QM(`cannot write ${path}: it is a symbolic link; remove it or write elsewhere`);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        if (root !== undefined) {
            // A directory on the way may be a symbolic link committed by a pull request: the real place must stay inside.
            const rel = (0,external_node_path_.relative)(await (0,promises_.realpath)(root), await (0,promises_.realpath)((0,external_node_path_.dirname)(path)));
            if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
                throw new errors/* WriteError */.QM(`cannot write ${path}: a symbolic link leads its directory outside ${root}`);
        }
    }
    catch (e) {
        fail(e);
    }
    const tmp = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
    try {
        const fh = await (0,promises_.open)(tmp, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_EXCL | (external_node_fs_.constants.O_NOFOLLOW ?? 0), mode);
        try {
            await (typeof text === 'string' ? writeText(fh, text) : writePieces(fh, text));
        }
        finally {
            await fh.close();
        }
        await (0,promises_.rename)(tmp, path);
    }
    catch (e) {
        await (0,promises_.rm)(tmp, { force: true }).catch(() => undefined);
        fail(e);
    }
}
/** Characters encoded at a time by writeText. */
const WRITE_CHUNK = 1 << 20;
/**
 * `text` as UTF-8, encoded a slice at a time: `writeFile(text)` encodes it whole first, and a 5,000-tool snapshot's
 * 16 MB of text then held as much again in one buffer at the capture's peak (issue 55: peak RSS against a bare
 * client). A slice never ends between the two halves of a surrogate pair, which would encode as two U+FFFD.
 * `scratch`: a buffer to encode into when it holds a slice (writePieces lends its own), else one is allocated.
 */
async function writeText(fh, text, chunk = WRITE_CHUNK, scratch) {
    // One buffer for every slice (a UTF-16 unit is at most 3 bytes of UTF-8, a pair 4 for 2): a fresh one per slice
    // is external memory the collector leaves alone, and sixteen of them were the whole copy again.
    const needed = Math.min(text.length, chunk + 1) * 3;
    const buffer = scratch !== undefined && scratch.length >= needed ? scratch : Buffer.allocUnsafe(needed);
    for (let i = 0; i < text.length;) {
        let end = Math.min(text.length, i + chunk);
        if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end)))
            end += end - i > 1 ? -1 : 1;
        const bytes = buffer.subarray(0, buffer.write(text.slice(i, end), 0, 'utf8'));
        for (let at = 0; at < bytes.length;)
            at += (await fh.write(bytes, at)).bytesWritten;
        i = end;
    }
}
/**
 * Bytes gathered by writePieces before each write. Every byte of it is touched as a large file goes through, so it
 * counts in full at the peak: 3 MiB cost a 5,000-tool snapshot 2 to 4 MB more peak RSS than a buffer this size, and
 * the 64 writes of its 16 MB instead of 6 made no difference to the write's time that runs on this loaded machine
 * could tell (issue 55).
 */
const PIECES_BUFFER = 256 * 1024;
/**
 * The pieces' text as UTF-8, gathered into one reused buffer and written each time it fills: the whole text is never
 * held (a piece larger than the buffer is written by writeText, through the same buffer). A piece is a whole JSON
 * value or punctuation, so no surrogate pair is split between two pieces.
 */
async function writePieces(fh, pieces, size = PIECES_BUFFER) {
    const buffer = Buffer.allocUnsafe(size);
    let used = 0;
    const flush = async () => {
        for (let at = 0; at < used;)
            at += (await fh.write(buffer, at, used - at)).bytesWritten;
        used = 0;
    };
    for (const piece of pieces) {
        // A UTF-16 unit is at most 3 bytes of UTF-8: a piece that may not fit what is left goes after a flush.
        if (used + piece.length * 3 > size)
            await flush();
        if (piece.length * 3 > size)
            await writeText(fh, piece, Math.max(1, Math.floor(size / 3) - 1), buffer);
        else
            used += buffer.write(piece, used, 'utf8');
    }
    await flush();
}
const isHighSurrogate = (c) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c) => c >= 0xdc00 && c <= 0xdfff;
/** `root`: the directory the path must really stay inside (the config's, for paths the config names). */
async function writeSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, stablePieces(snapshot), root);
}
/**
 * writeSnapshot for a snapshot the CLI captured and wrote untouched: each definition buildCapability wrote key-sorted
 * is written without walking it again (about half of writing a 5,000-tool snapshot, issue 55). The public writeSnapshot
 * sorts every definition, since a library caller may have edited one after its capture.
 */
async function writeCapturedSnapshot(path, snapshot, root) {
    await writeFileAtomic(path, stable_pieces_stablePieces(snapshot, true), root);
}
/**
 * Whether a committed snapshot already says what a live capture says. A snapshot written before format 2 records no
 * protocol eras: it matches when everything else does, so upgrading mcp-contract alone never fails a check.
 */
function sameSnapshot(withCode, liveWithCode) {
    // The launch identity is evidence beside the contract, not part of it: code changes are reported as a note.
    const committed = (0,identity/* withoutIdentity */.jD)(withCode);
    return serializeSnapshot(committed) === serializeSnapshot(readAs((0,identity/* withoutIdentity */.jD)(liveWithCode), committed.format));
}
/** `snapshot` as a file of `format` records it: against a file written before format 2, without the eras it could not record. */
function readAs(snapshot, format) {
    if (format !== 'mcp-contract/1')
        return snapshot;
    const surfaces = {};
    for (const [name, s] of Object.entries(snapshot.surfaces)) {
        const { protocol: _protocol, ...rest } = s;
        surfaces[name] = rest;
    }
    return { ...snapshot, format: 'mcp-contract/1', surfaces };
}
/** A surface's eras without the transport each was reached over: how the capture got there, not what it found. */
function withoutTransports(surface) {
    if (!surface.protocol)
        return surface;
    const eras = {};
    for (const [era, seen] of Object.entries(surface.protocol.eras)) {
        const { transport: _transport, ...rest } = seen;
        eras[era] = rest;
    }
    return { ...surface, protocol: { ...surface.protocol, eras } };
}
/**
 * The contract alone, without how it was observed: the launch identity and each era's transport are gone, so a server
 * captured in this process (no transport, no launch) and the same server captured from its command compare equal.
 */
function withoutObservation(snapshot) {
    const surfaces = {};
    for (const [name, s] of Object.entries(snapshot.surfaces))
        surfaces[name] = withoutTransports(s);
    return { ...withoutIdentity(snapshot), surfaces };
}
/**
 * Whether two snapshots hold the same contract, however each was observed (in this process, over stdio or HTTP).
 * sameSnapshot is stricter: `check` keeps a committed file equal to what `mcp-contract snapshot` writes today.
 */
function sameContract(committed, live) {
    return sameContractAs(contractOf(committed), committed.format, live);
}
/**
 * What sameContract compares of a snapshot: the contract alone (withoutObservation). `against` is the committed
 * snapshot's format when `snapshot` is the live side: against a file written before format 2, the eras it could not
 * record are left out (sameSnapshot's rule).
 */
function contractOf(snapshot, against) {
    return readAs(withoutObservation(snapshot), against);
}
/**
 * sameContract with the committed side's contractOf already made (a file checked again and again keeps it): equal
 * when both write the same key-sorted JSON, found by jsonEqual's walk (it writes no text), or by the texts where only
 * they can tell (a key set to undefined, which no text writes). With `trueDigests` (the committed capabilities whose
 * digest holds, and `live` captured here, so that every digest of it holds), a capability of each with the same digest
 * has the same definition, which is then not walked: the definitions were most of what a repeated check compared.
 */
function sameContractAs(committedContract, committedFormat, live, trueDigests) {
    const seen = contractOf(live, committedFormat);
    const a = committedContract;
    const b = seen;
    const equal = trueDigests ? jsonEqualWith(a, b, (x, y) => sameByDigest(x, y, trueDigests)) : jsonEqual(a, b);
    return equal || contractText(committedContract) === contractText(seen);
}
/** Settles a committed capability whose digest holds against its live counterpart: equal digests, equal definitions. */
function sameByDigest(x, y, trueDigests) {
    if (!trueDigests.has(x) || typeof x.digest !== 'string' || x.digest !== y.digest)
        return undefined;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length)
        return false;
    // The digest stands for the definition only: every other member is still compared.
    return keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && (k === 'definition' || jsonEqual(x[k], y[k])));
}
/**
 * The capabilities of `snapshot` whose digest is what their definition and origin hash to (digestOf; the capture binds
 * a digest to the name the server gives itself, else to the snapshot's). A digest that does not hold (a file edited
 * by hand, a lossless digest beside its display form) is left out, and its definition is compared member by member.
 */
function capabilitiesWithTrueDigests(snapshot) {
    const held = new WeakSet();
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        const named = s.server?.serverInfo.name;
        const origin = { server: typeof named === 'string' ? named : snapshot.server, surface };
        for (const kind of Object.values(s.kinds)) {
            for (const item of kind?.items ?? [])
                if (digestOf(item.definition, origin) === item.digest)
                    held.add(item);
        }
    }
    return held;
}
function contractText(contract) {
    return JSON.stringify(sortKeys(contract));
}


/***/ })

};

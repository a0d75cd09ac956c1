export const id = 8644;
export const ids = [8644,9033];
export const modules = {

/***/ 28644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  denialsFor: () => (/* binding */ denialsFor),
  inCi: () => (/* binding */ inCi),
  readBaseConfig: () => (/* binding */ readBaseConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/canary/permission.ts
function grants(c, tool, surface) {
    return c.tool === tool && c.surface === surface && c.allowSideEffects === true && typeof c.reason === 'string' && c.reason !== '';
}
/**
 * The head's side-effect grants the base does not also make. `base` is the base config's entry for this server
 * (undefined when the base has none, or none could be read: then every grant is denied, with `baseLabel` saying why).
 */
function baseDenials(head, base, baseLabel) {
    const out = new Map();
    (head.canaries ?? []).forEach((c, i) => {
        if (c.allowSideEffects !== true)
            return;
        if ((base?.canaries ?? []).some((b) => grants(b, c.tool, c.surface)))
            return;
        out.set(i, `in CI side-effect permission comes from the base config, and ${baseLabel} does not grant it for this tool`);
    });
    return out;
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: ./src/storage/config-file.ts + 1 modules
var config_file = __webpack_require__(61096);
// EXTERNAL MODULE: ./src/storage/git.ts
var git = __webpack_require__(79033);
;// CONCATENATED MODULE: ./src/cli/canary-base.ts
// In CI, a canary's side-effect permission comes from the base config (the PR's own config cannot grant it): the
// config file as committed at `--base REF`, or at origin/$GITHUB_BASE_REF on a pull_request run.





function inCi(env) {
    return env.CI === 'true' || env.GITHUB_ACTIONS === 'true';
}
/** The base config, or only a label saying why there is none (every side-effect grant is then denied). */
async function readBaseConfig(io, loaded, ref) {
    const baseRef = ref ?? (io.env.GITHUB_BASE_REF ? `origin/${io.env.GITHUB_BASE_REF}` : undefined);
    if (!baseRef)
        return { label: 'no base config (pass --base REF)' };
    if (!loaded)
        return { label: 'an inline server (it has no base config)' };
    const rel = (0,external_node_path_.relative)(io.cwd, loaded.path) || loaded.path;
    const label = `git:${baseRef}:${rel}`;
    try {
        await (0,git.ensureRef)(baseRef, loaded.dir);
        const text = await (0,git.gitShow)(baseRef, loaded.path, loaded.dir);
        if (text === undefined)
            return { label: `${label} (no such file at the base)` };
        return { label, config: (0,config_file.parseConfig)(text, label) };
    }
    catch (e) {
        if (e instanceof errors/* ContractError */.Vl)
            return { label: `${label} (${e.message})` };
        throw e;
    }
}
/** What the base withholds from this server's canaries; nothing outside CI. */
function denialsFor(name, server, base) {
    if (!base)
        return new Map();
    return baseDenials(server, base.config?.servers?.[name], base.label);
}


/***/ }),

/***/ 21796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_REPLACE_ENV),
/* harmony export */   c: () => (/* binding */ verifiedFileAt)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
// Reads a file at a commit by walking the commit, its trees and the blob object by object, checking that each object
// hashes to its id. A file's id is a hash of its content, so this read cannot be fooled by anything that ran in the
// checkout before us: not a replace ref (replace objects are off), not a rewritten ref, not an edited object file.



/**
 * Replace refs (`git replace`) let anyone who can write to the repository's object store make one object read as
 * another; a PR's build can do that to the base snapshot. Every read here sees the objects as committed.
 */
const NO_REPLACE_ENV = { GIT_NO_REPLACE_OBJECTS: '1' };
/**
 * One `git cat-file --batch` for the objects of one file read (a commit, a tree per directory level, the blob): one
 * process instead of one per object. Asked one object at a time, since each id comes from the object before it.
 */
class ObjectReader {
    child;
    /** What git wrote and this reader has not consumed yet, joined only when a read needs it whole. */
    chunks = [];
    length = 0;
    waiting;
    ended = false;
    constructor(top) {
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', ['--no-replace-objects', 'cat-file', '--batch'], {
            cwd: top,
            env: { ...process.env, ...NO_REPLACE_ENV },
            stdio: ['pipe', 'pipe', 'ignore'],
        });
        this.child.stdout.on('data', (chunk) => {
            this.chunks.push(chunk);
            this.length += chunk.length;
            this.wake();
        });
        const end = () => {
            this.ended = true;
            this.wake();
        };
        this.child.stdout.on('end', end);
        this.child.on('error', end);
        this.child.stdin.on('error', () => undefined);
    }
    wake() {
        const w = this.waiting;
        this.waiting = undefined;
        w?.();
    }
    /** At least `bytes` buffered, or false once git has ended without them. */
    async have(bytes) {
        while (this.length < bytes) {
            if (this.ended)
                return false;
            await new Promise((resolve) => (this.waiting = resolve));
        }
        return true;
    }
    joined() {
        if (this.chunks.length !== 1)
            this.chunks = [Buffer.concat(this.chunks, this.length)];
        return this.chunks[0];
    }
    consume(bytes) {
        const all = this.joined();
        this.chunks = bytes < all.length ? [all.subarray(bytes)] : [];
        this.length -= bytes;
        return all.subarray(0, bytes);
    }
    async headerLine() {
        for (;;) {
            const nl = this.length === 0 ? -1 : this.joined().indexOf(10);
            if (nl >= 0)
                return this.consume(nl + 1).toString('latin1', 0, nl);
            if (this.length > MAX_HEADER || !(await this.have(this.length + 1)))
                return undefined;
        }
    }
    /** The object `id` as git stores it; undefined when git has none by that id, or it is too large to read. */
    async read(id) {
        if (this.ended)
            return undefined;
        this.child.stdin.write(`${id}\n`);
        const header = await this.headerLine();
        // `<id> <type> <size>`, or `<id> missing` (also for what is not a full id of an object here).
        const m = header === undefined ? null : /^([0-9a-f]+) ([a-z]+) (\d+)$/.exec(header);
        if (!m || m[1] !== id)
            return undefined;
        const size = Number(m[3]);
        if (size > MAX_OBJECT_BYTES || !(await this.have(size + 1)))
            return undefined;
        const body = Buffer.from(this.consume(size + 1).subarray(0, size));
        return { type: m[2], body };
    }
    close() {
        this.child.stdin.end();
        this.child.stdout.destroy();
        if (this.child.exitCode === null && this.child.signalCode === null)
            this.child.kill();
    }
}
/** No snapshot, config or tree comes near this; a larger object is refused rather than held in memory. */
const MAX_OBJECT_BYTES = 256 * 1024 * 1024;
/** `<64 hex> <type> <size>`: anything longer than this before a newline is not a header git writes. */
const MAX_HEADER = 200;
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
async function readObject(reader, type, id, top) {
    const object = await reader.read(id);
    if (object === undefined || object.type !== type)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)}: cannot be read as a ${type} in ${top}`);
    const body = object.body;
    const algorithm = id.length === 64 ? 'sha256' : 'sha1';
    const actual = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)(algorithm).update(`${type} ${body.length}\0`).update(body).digest('hex');
    if (actual !== id)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git object ${id.slice(0, 12)} (${type}) does not hash to its id: the repository's object store was altered, so nothing read from it can be trusted`);
    return body;
}
function findEntry(tree, name, idBytes) {
    const wanted = Buffer.from(name, 'utf8');
    let pos = 0;
    while (pos < tree.length) {
        const space = tree.indexOf(0x20, pos);
        const nul = tree.indexOf(0x00, space + 1);
        if (space < 0 || nul < 0 || nul + 1 + idBytes > tree.length)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('git tree object is malformed');
        const mode = tree.subarray(pos, space).toString('latin1');
        const entryName = tree.subarray(space + 1, nul);
        const id = tree.subarray(nul + 1, nul + 1 + idBytes).toString('hex');
        if (entryName.equals(wanted))
            return { mode, id };
        pos = nul + 1 + idBytes;
    }
    return undefined;
}
/**
 * The content of `rel` (repository-relative, forward slashes) at `commit` (a full object id), every object on the way
 * verified. Undefined when no such file is there; a symlink there is refused (its target is not the file's content).
 */
async function verifiedFileAt(commit, rel, top) {
    if (!HEX_ID.test(commit))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git: "${commit}" is not a full object id`);
    const reader = new ObjectReader(top);
    try {
        return await fileAt(reader, commit, rel, top);
    }
    finally {
        reader.close();
    }
}
async function fileAt(reader, commit, rel, top) {
    const idBytes = commit.length / 2;
    const head = (await readObject(reader, 'commit', commit, top)).toString('latin1');
    const m = /^tree ([0-9a-f]+)\n/.exec(head);
    if (!m)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git commit ${commit.slice(0, 12)} names no tree`);
    let tree = m[1];
    const segments = rel.split('/').filter((s) => s !== '' && s !== '.');
    for (let i = 0; i < segments.length; i++) {
        const entry = findEntry(await readObject(reader, 'tree', tree, top), segments[i], idBytes);
        if (!entry)
            return undefined;
        const last = i === segments.length - 1;
        if (!last) {
            if (entry.mode !== '40000')
                return undefined;
            tree = entry.id;
            continue;
        }
        if (entry.mode === '120000')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${commit.slice(0, 12)}:${rel}: is a symbolic link; keep it as a regular file`);
        if (!entry.mode.startsWith('100'))
            return undefined;
        return (await readObject(reader, 'blob', entry.id, top)).toString('utf8');
    }
    return undefined;
}


/***/ }),

/***/ 79033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ensureRef: () => (/* binding */ ensureRef),
/* harmony export */   git: () => (/* binding */ git),
/* harmony export */   gitBlobAt: () => (/* binding */ gitBlobAt),
/* harmony export */   gitCommit: () => (/* binding */ gitCommit),
/* harmony export */   gitShow: () => (/* binding */ gitShow),
/* harmony export */   gitTop: () => (/* binding */ gitTop),
/* harmony export */   readSnapshotSpec: () => (/* binding */ readSnapshotSpec)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78560);
/* harmony import */ var _git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21796);
// Reads files as committed in git: the PR gate's baseline is the base branch's copy, never the PR's.





function git(args, cwd) {
    return new Promise((done) => {
        const env = { ...process.env, ..._git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_REPLACE_ENV */ .P };
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', ['--no-replace-objects', ...args], { cwd, env, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? (err.code) : 1) : 0;
            done({ code, stdout, stderr });
        });
    });
}
/** The repository's top directory, or undefined outside a checkout. */
async function gitTop(cwd) {
    const r = await git(['rev-parse', '--show-toplevel'], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/**
 * The text of PATH (relative to the repo top) at a commit, read object by object from the commit's own id with every
 * object's hash checked; undefined when it is no file there.
 */
async function gitBlobAt(commit, rel, top) {
    const id = HEX_ID.test(commit) ? commit : await gitCommit(commit, top);
    if (!id)
        return undefined;
    return (0,_git_objects_js__WEBPACK_IMPORTED_MODULE_4__/* .verifiedFileAt */ .c)(id, rel, top);
}
const HEX_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
/** The commit a ref names (full sha), or undefined. */
async function gitCommit(ref, cwd) {
    const r = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    return r.code === 0 ? r.stdout.trim() : undefined;
}
/** `REF:PATH` with PATH relative to `cwd`; undefined when the file is absent at REF. */
async function gitShow(ref, path, cwd) {
    const top = await gitTop(cwd);
    if (!top)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: ${cwd} is not inside a git repository`);
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(top, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path)).split('\\').join('/');
    const commit = await gitCommit(ref, top);
    if (!commit)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`git:${ref}:${path}: no such git ref "${ref}"`);
    return gitBlobAt(commit, rel, top);
}
/** Makes `ref` available in a shallow checkout (actions/checkout fetches one commit by default). */
async function ensureRef(ref, cwd) {
    if ((await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0)
        return true;
    const remoteRef = ref.replace(/^origin\//, '');
    await git(['fetch', '--no-tags', '--depth=1', 'origin', `${remoteRef}:refs/remotes/origin/${remoteRef}`], cwd);
    return (await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd)).code === 0;
}
/** A snapshot side: a file path, or `git:REF:PATH`. */
async function readSnapshotSpec(spec, cwd) {
    if (spec.startsWith('git:')) {
        const rest = spec.slice(4);
        const i = rest.indexOf(':');
        if (i <= 0 || i === rest.length - 1)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: expected git:REF:PATH`);
        const ref = rest.slice(0, i);
        const path = rest.slice(i + 1);
        const text = await gitShow(ref, path, cwd);
        if (text === undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${spec}: no file "${path}" at git ref "${ref}"`);
        return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSnapshot */ .E$)(text, spec);
    }
    return (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readSnapshot */ .RA)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, spec), spec);
}


/***/ })

};

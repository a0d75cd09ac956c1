export const id = 6475;
export const ids = [6475];
export const modules = {

/***/ 57450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ resolveIdentity)
});

// UNUSED EXPORTS: containerIdentity

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/identity/file-memo.ts
// Values computed from a file, kept while the file stays the same. The servers of one repository share its lockfile:
// a run that captures forty of them would otherwise parse and hash the same megabytes forty times. A build step may
// rewrite the file between two captures, so each use compares the file's device, inode, size, modification and change
// times with those the value was computed from, and computes again when any differs.

/**
 * A file modified this recently is not remembered: file times advance by the kernel's clock tick, so a rewrite of the
 * same size within one tick would keep the same stamp (git's "racy" index entries, handled the same way).
 */
const SETTLED_MS = 2000;
function stampOf(file, now) {
    try {
        const s = (0,external_node_fs_.statSync)(file, { bigint: true });
        const changed = Number((s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs) / 1000000n);
        return { key: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, settled: now - changed > SETTLED_MS };
    }
    catch {
        return undefined;
    }
}
/** `compute(file)`, remembered for the `limit` files used last while each is unchanged. */
function memoByFile(compute, limit, now = Date.now) {
    const kept = new Map();
    return (file) => {
        const stamp = stampOf(file, now());
        const hit = kept.get(file);
        kept.delete(file);
        if (stamp && hit?.key === stamp.key) {
            kept.set(file, hit);
            return hit.value;
        }
        const value = compute(file);
        if (stamp?.settled) {
            kept.set(file, { key: stamp.key, value });
            if (kept.size > limit)
                kept.delete(kept.keys().next().value);
        }
        return value;
    };
}

;// CONCATENATED MODULE: ./src/identity/npm.ts
// An npm package's identity, offline: its installed package.json, and the integrity the lockfile that installed it
// records for that version. A name and version alone stay unverified: nothing ties them to bytes.



function readJson(file) {
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
function isFile(p) {
    try {
        return (0,external_node_fs_.statSync)(p).isFile();
    }
    catch {
        return false;
    }
}
/** The package directory holding `file` when it lies under a node_modules directory (scoped names included). */
function packageDirOf(file) {
    const parts = file.split(external_node_path_.sep);
    const at = parts.lastIndexOf('node_modules');
    if (at < 0 || at + 1 >= parts.length)
        return undefined;
    const end = parts[at + 1].startsWith('@') ? at + 3 : at + 2;
    if (end > parts.length)
        return undefined;
    return parts.slice(0, end).join(external_node_path_.sep) || external_node_path_.sep;
}
const LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', (0,external_node_path_.join)('node_modules', '.package-lock.json')];
/** A lockfile's packages, parsed once while the file is unchanged (a few lockfiles serve every server of a run). */
const readLock = memoByFile((file) => readJson(file), 8);
/** The lockfile entry for an installed package directory: the lock sits in the directory that holds the top node_modules. */
function lockEntry(pkgDir) {
    const parts = pkgDir.split(external_node_path_.sep);
    const top = parts.indexOf('node_modules');
    if (top < 0)
        return undefined;
    const root = parts.slice(0, top).join(external_node_path_.sep) || external_node_path_.sep;
    for (const name of LOCKS) {
        const file = (0,external_node_path_.join)(root, name);
        const lock = readLock(file);
        if (!lock?.packages)
            continue;
        const key = (0,external_node_path_.relative)(root, pkgDir).split(external_node_path_.sep).join('/');
        return { file, entry: lock.packages[key] };
    }
    return undefined;
}
/** The identity of the installed package in `pkgDir`. */
function installedIdentity(pkgDir) {
    const pj = readJson((0,external_node_path_.join)(pkgDir, 'package.json'));
    // Paths are shown from the project that installed it, so the same install reads the same from any directory.
    const parts = pkgDir.split(external_node_path_.sep);
    const shownRoot = parts.slice(0, Math.max(parts.indexOf('node_modules'), 0)).join(external_node_path_.sep) || external_node_path_.sep;
    const where = (0,external_node_path_.relative)(shownRoot, pkgDir) || pkgDir;
    const name = pj?.name ?? where;
    const id = { kind: 'npm', name, source: `${where}/package.json` };
    if (pj?.version)
        id.version = pj.version;
    const lock = lockEntry(pkgDir);
    if (!lock)
        return { ...id, unverified: `${name} is installed at ${where} but no package-lock.json records its integrity` };
    const lockShown = (0,external_node_path_.relative)(shownRoot, lock.file) || lock.file;
    if (!lock.entry?.integrity)
        return { ...id, unverified: `${lockShown} has no integrity for ${where}` };
    if (lock.entry.version !== undefined && lock.entry.version !== pj?.version)
        return { ...id, unverified: `${where} holds ${pj?.version ?? 'an unknown version'} but ${lockShown} records ${lock.entry.version}` };
    return { ...id, integrity: lock.entry.integrity, source: `${lockShown} (${where})` };
}
/** Installed copies of `name` that npx would run: node_modules up from `cwd`, then npx's own cache. */
function candidates(name, cwd, home) {
    const out = [];
    for (let d = cwd;; d = (0,external_node_path_.dirname)(d)) {
        const p = (0,external_node_path_.join)(d, 'node_modules', name);
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'package.json')))
            out.push(p);
        if ((0,external_node_path_.dirname)(d) === d)
            break;
    }
    const npx = (0,external_node_path_.join)(home, '.npm', '_npx');
    try {
        for (const h of (0,external_node_fs_.readdirSync)(npx).sort()) {
            const p = (0,external_node_path_.join)(npx, h, 'node_modules', name);
            if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'package.json')))
                out.push(p);
        }
    }
    catch {
        // No npx cache.
    }
    return out;
}
/** `npx -y pkg@1.2.3`: the installed copy with that version, when one is on disk. */
function npxIdentity(spec, cwd, home) {
    const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
    const name = at < 0 ? spec : spec.slice(0, at);
    const wanted = at < 0 ? undefined : spec.slice(at + 1);
    const exact = wanted !== undefined && /^\d+\.\d+\.\d+([-+][\w.+-]*)?$/.test(wanted);
    const found = candidates(name, cwd, home).find((p) => {
        const v = readJson((0,external_node_path_.join)(p, 'package.json'))?.version;
        return exact ? v === wanted : true;
    });
    const base = { kind: 'npm', name, source: 'launch command', ...(wanted ? { version: wanted } : {}) };
    if (!found)
        return { ...base, unverified: `${spec} is not installed here nor in npx's cache; it is fetched from the registry at launch` };
    // Without an exact version npx may fetch a newer release than the installed one: only a pinned launch is tied to it.
    if (!exact)
        return { ...base, unverified: `${spec} names no exact version, so npx may run another release than the installed one` };
    return installedIdentity((0,external_node_fs_.realpathSync)(found));
}
/** A directory given to node: its package.json main (or index.js). */
function packageEntry(dir) {
    const pj = readJson((0,external_node_path_.join)(dir, 'package.json'));
    for (const c of [pj?.main, 'index.js'].filter((x) => !!x)) {
        for (const f of [(0,external_node_path_.join)(dir, c), `${(0,external_node_path_.join)(dir, c)}.js`, (0,external_node_path_.join)(dir, c, 'index.js')])
            if (isFile(f))
                return f;
    }
    return undefined;
}
/** The version and integrity of a bare import's package as installed near `fromDir`, for a working-tree manifest. */
function dependencyLine(name, fromDir) {
    for (let d = fromDir;; d = (0,external_node_path_.dirname)(d)) {
        const p = (0,external_node_path_.join)(d, 'node_modules', name);
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(p, 'package.json'))) {
            let real = p;
            try {
                real = (0,external_node_fs_.realpathSync)(p);
            }
            catch {
                // A broken link reads as uninstalled below.
            }
            const id = installedIdentity(real);
            return `${id.version ?? '?'} ${id.integrity ?? 'unverified'}`;
        }
        if ((0,external_node_path_.dirname)(d) === d)
            return 'not installed';
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/identity/python.ts
// A Python package's identity, offline, from the environment an interpreter or console script belongs to: the
// dist-info's name and version, the wheel's hash when direct_url.json records one, else the digest of RECORD (the
// installer's list of every installed file with its own hash).




function normalize(name) {
    return name.toLowerCase().replace(/[-_.]+/g, '_');
}
/** site-packages of the virtual environment a `bin/python` or `bin/script` lives in. */
function sitePackages(binFile) {
    const env = (0,external_node_path_.dirname)((0,external_node_path_.dirname)(binFile));
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(env, 'pyvenv.cfg')))
        return undefined;
    for (const lib of ['lib', 'lib64']) {
        try {
            const py = (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(env, lib)).find((n) => /^python3\.\d+$/.test(n));
            if (py && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(env, lib, py, 'site-packages')))
                return (0,external_node_path_.join)(env, lib, py, 'site-packages');
        }
        catch {
            // Not this layout.
        }
    }
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(env, 'Lib', 'site-packages')) ? (0,external_node_path_.join)(env, 'Lib', 'site-packages') : undefined;
}
function distInfos(site) {
    return (0,external_node_fs_.readdirSync)(site)
        .filter((n) => n.endsWith('.dist-info'))
        .sort()
        .map((n) => (0,external_node_path_.join)(site, n));
}
function read(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch {
        return '';
    }
}
/** Shown from the environment's directory (`lib/python3.x/site-packages/...`): the same from any working directory. */
function identityOf(distInfo) {
    const shownRoot = (0,external_node_path_.join)((0,external_node_path_.dirname)(distInfo), '..', '..', '..');
    const meta = read((0,external_node_path_.join)(distInfo, 'METADATA'));
    const name = /^Name:\s*(.+)$/m.exec(meta)?.[1]?.trim() ?? distInfo;
    const version = /^Version:\s*(.+)$/m.exec(meta)?.[1]?.trim();
    const shown = (0,external_node_path_.relative)(shownRoot, distInfo) || distInfo;
    const id = { kind: 'python', name, source: shown, ...(version ? { version } : {}) };
    const direct = readJson((0,external_node_path_.join)(distInfo, 'direct_url.json'));
    if (direct?.dir_info?.editable)
        return { ...id, unverified: `${name} is an editable install of ${direct.url ?? 'a local directory'}; its files are not pinned` };
    const wheel = direct?.archive_info?.hashes?.sha256 ?? /^sha256=(.+)$/.exec(direct?.archive_info?.hash ?? '')?.[1];
    if (wheel)
        return { ...id, integrity: `sha256:${wheel}`, source: `${shown}/direct_url.json (wheel hash)` };
    const record = read((0,external_node_path_.join)(distInfo, 'RECORD'));
    if (!record)
        return { ...id, unverified: `${shown} has no RECORD listing the installed files` };
    return { ...id, integrity: `sha256:${(0,external_node_crypto_.createHash)('sha256').update(record).digest('hex')}`, source: `${shown}/RECORD (installed files and their hashes)` };
}
/** The distribution that provides module `mod` (top_level.txt, RECORD paths, or its own name). */
function moduleIdentity(site, mod) {
    const top = mod.split('.')[0];
    for (const d of distInfos(site)) {
        const tops = read((0,external_node_path_.join)(d, 'top_level.txt')).split('\n').map((s) => s.trim());
        const record = read((0,external_node_path_.join)(d, 'RECORD'));
        if (tops.includes(top) || record.startsWith(`${top}/`) || record.includes(`\n${top}/`) || normalize(d.split(/[\\/]/).pop().replace(/-[^-]+\.dist-info$/, '')) === normalize(top))
            return identityOf(d);
    }
    return undefined;
}
/** The distribution whose entry_points.txt declares the console script `script`. */
function scriptIdentity(site, script) {
    for (const d of distInfos(site)) {
        const eps = read((0,external_node_path_.join)(d, 'entry_points.txt'));
        const section = /\[console_scripts\]([\s\S]*?)(?:\n\[|$)/.exec(eps)?.[1] ?? '';
        if (section.split('\n').some((l) => l.split('=')[0].trim() === script))
            return identityOf(d);
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(62878);
;// CONCATENATED MODULE: ./src/identity/worktree.ts
// A working tree's content manifest: the entry script, the local modules it statically loads, and the lockfile, each
// by sha256. Installed dependencies are listed by version and lockfile integrity, never hashed file by file; logs,
// caches and anything not reachable from the entry are left out, so unrelated edits do not move the identity.







/** A tree past this many modules is not a server entry; the manifest says it was cut rather than hashing a disk. */
const MAX_FILES = 2000;
const NODE_LOCKS = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];
const PYTHON_LOCKS = ['uv.lock', 'poetry.lock', 'pdm.lock', 'requirements.txt', 'pyproject.toml'];
const BUILTINS = new Set(external_node_module_.builtinModules);
/** A file's sha256, hashed once while the file is unchanged: the lockfile and shared modules recur across servers. */
const fileDigest = memoByFile((file) => `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,external_node_fs_.readFileSync)(file)).digest('hex')}`, 256);
/** The nearest directory up from `from` holding one of `names`, with the file found. */
function nearest(from, names) {
    for (let d = from;; d = (0,external_node_path_.dirname)(d)) {
        for (const n of names)
            if (isFile((0,external_node_path_.join)(d, n)))
                return (0,external_node_path_.join)(d, n);
        if ((0,external_node_path_.dirname)(d) === d || (0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, '.git')))
            return undefined;
    }
}
/** The project root: the nearest directory up with a package.json, pyproject.toml or .git; else the entry's own. */
function projectRoot(entry) {
    for (let d = (0,external_node_path_.dirname)(entry);; d = (0,external_node_path_.dirname)(d)) {
        if (['package.json', 'pyproject.toml', '.git'].some((n) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(d, n))))
            return d;
        if ((0,external_node_path_.dirname)(d) === d)
            return (0,external_node_path_.dirname)(entry);
    }
}
// Linear in a source file: the import clause is bounded (a real one is a few hundred characters) and holds the
// spaces around it itself (a `\s*` beside a class that takes spaces too split a run every way).
const NODE_SPEC = /(?:^|[^\w$.])(?:import|export)(?:[\w$*{},\s]{1,1000}?from)?\s*['"]([^'"]+)['"]|(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;
const NODE_EXT = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.tsx', '.jsx', '.json'];
function resolveRelative(from, spec) {
    const base = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(from), spec);
    const tries = [base, ...NODE_EXT.map((e) => base + e), ...NODE_EXT.map((e) => (0,external_node_path_.join)(base, `index${e}`))];
    // TypeScript sources import `./x.js` and mean `./x.ts`.
    if (/\.[mc]?js$/.test(base))
        tries.push(base.replace(/\.([mc]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
    return tries.find(isFile);
}
function bareName(spec) {
    const parts = spec.split('/');
    return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
/** Follows a node entry's static imports: relative ones are hashed and walked, bare ones recorded by version and integrity. */
function nodeGraph(entry, root, files) {
    const queue = [entry];
    const seen = new Set(queue);
    while (queue.length > 0) {
        const file = queue.shift();
        files[(0,external_node_path_.relative)(root, file).split(external_node_path_.sep).join('/')] = fileDigest(file);
        if (Object.keys(files).length > MAX_FILES)
            return false;
        if ((0,external_node_path_.extname)(file) === '.json')
            continue;
        const text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        for (const m of text.matchAll(NODE_SPEC)) {
            const spec = m[1] ?? m[2];
            if (spec.startsWith('node:') || BUILTINS.has(spec))
                continue;
            if (spec.startsWith('.') || spec.startsWith('/')) {
                const target = resolveRelative(file, spec);
                if (target && !target.split(external_node_path_.sep).includes('node_modules') && !seen.has(target))
                    (seen.add(target), queue.push(target));
                continue;
            }
            const name = bareName(spec);
            files[`npm:${name}`] ??= dependencyLine(name, (0,external_node_path_.dirname)(file));
        }
    }
    return true;
}
// `^[ \t]*` (with m, `^\s*` runs over every blank line after each line start) and one class for a module's dots and
// words (`\.*[\w.]*` split a run of dots every way).
const PY_IMPORT = /^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w.]+(?:[ \t]*,[ \t]*[\w.]+)*))/gm;
/** Follows a Python entry's imports of modules that sit beside it (installed packages are not hashed). */
function pythonGraph(entry, root, files) {
    const queue = [entry];
    const seen = new Set(queue);
    while (queue.length > 0) {
        const file = queue.shift();
        files[(0,external_node_path_.relative)(root, file).split(external_node_path_.sep).join('/')] = fileDigest(file);
        if (Object.keys(files).length > MAX_FILES)
            return false;
        for (const m of (0,external_node_fs_.readFileSync)(file, 'utf8').matchAll(PY_IMPORT)) {
            for (const mod of (m[1] ?? m[2]).split(',').map((s) => s.trim().replace(/^\.+/, ''))) {
                if (!mod)
                    continue;
                const rel = mod.split('.');
                for (const base of [(0,external_node_path_.dirname)(file), root]) {
                    const p = (0,external_node_path_.join)(base, ...rel);
                    const target = [`${p}.py`, (0,external_node_path_.join)(p, '__init__.py')].find(isFile);
                    if (target && !seen.has(target))
                        (seen.add(target), queue.push(target));
                }
            }
        }
    }
    return true;
}
/** The manifest identity of a working-tree entry script (node or Python), relative to its project root. */
function worktreeIdentity(entry) {
    const root = projectRoot(entry);
    const files = {};
    const python = /\.py$/.test(entry);
    const complete = python ? pythonGraph(entry, root, files) : nodeGraph(entry, root, files);
    const lock = nearest((0,external_node_path_.dirname)(entry), python ? PYTHON_LOCKS : NODE_LOCKS);
    if (lock)
        files[(0,external_node_path_.relative)(root, lock).split(external_node_path_.sep).join('/') || lock] = fileDigest(lock);
    // Relative to the project root, not the caller's directory: the same tree has the same name from anywhere.
    const name = (0,external_node_path_.relative)(root, entry).split(external_node_path_.sep).join('/') || entry;
    const id = { kind: 'worktree', name, source: `content manifest of ${Object.keys(files).length} entries`, files };
    if (!complete)
        return { ...id, unverified: `the entry loads more than ${MAX_FILES} local modules; the manifest was cut` };
    return { ...id, integrity: (0,identity/* manifestDigest */.It)(files) };
}

;// CONCATENATED MODULE: ./src/identity/resolve.ts
// From a launch command to the identity of the code it runs, offline: nothing is fetched, executed or installed.
// Package runners resolve to an installed copy with its lockfile integrity, images to their digest, interpreters to
// the installed package their entry belongs to or to a working tree's content manifest.





const NPX_FLAGS_WITH_VALUE = new Set(['-p', '--package', '-c', '--call', '--cache', '--registry', '--userconfig']);
const DOCKER_FLAGS_WITH_VALUE = new Set([
    '-e', '--env', '--env-file', '-v', '--volume', '--mount', '--name', '-p', '--publish', '-w', '--workdir', '-u', '--user',
    '--network', '--net', '--entrypoint', '-l', '--label', '--platform', '--pull', '-h', '--hostname', '--memory', '-m',
    '--cpus', '--cap-add', '--cap-drop', '--security-opt', '--add-host', '--device', '--tmpfs', '--ulimit', '--log-driver',
    '--restart', '--runtime', '--gpus', '--ipc', '--pid', '--userns', '--dns', '--expose', '--label-file', '--shm-size',
]);
const NODE_FLAGS_WITH_VALUE = new Set(['-r', '--require', '--import', '--loader', '--experimental-loader', '-C', '--conditions', '--env-file']);
function base(command) {
    return (0,external_node_path_.basename)(command.replace(/\\/g, '/')).toLowerCase().replace(/\.(exe|cmd|bat)$/, '');
}
/** Index of the first positional at or after `from`, skipping options and the values of those that take one. */
function positional(args, from, withValue) {
    let i = from;
    while (i < args.length) {
        if (args[i] === '--')
            return i + 1;
        if (!args[i].startsWith('-'))
            return i;
        i += withValue.has(args[i]) ? 2 : 1;
    }
    return i;
}
function unverified(kind, name, why) {
    return { kind, name, source: 'launch command', unverified: why };
}
function containerIdentity(ref) {
    const digest = /@(sha256:[0-9a-f]{64})$/i.exec(ref)?.[1];
    const name = ref.replace(/@sha256:[0-9a-f]{64}$/i, '');
    if (digest)
        return { kind: 'container', name, integrity: digest.toLowerCase(), source: 'image reference (digest)' };
    return unverified('container', ref, `the image ${ref} is named by ${/:[^/]+$/.test(ref) ? 'a tag' : 'no tag'}, not a digest; a tag can be pushed again with other content`);
}
function dockerIdentity(args) {
    let i = 1;
    while (i < args.length && args[i].startsWith('-'))
        i += DOCKER_FLAGS_WITH_VALUE.has(args[i]) ? 2 : 1;
    const image = args[i];
    return image ? containerIdentity(image) : unverified('container', 'docker run', 'no image in the command');
}
/** A file node (or a package runner's bin) runs: inside node_modules it is that package, else a working tree. */
function fileIdentity(file) {
    let real = file;
    try {
        real = (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return { ...unverified('worktree', file, `${file} does not exist here`), absent: true };
    }
    const entry = isFile(real) ? real : packageEntry(real);
    if (!entry)
        return unverified('worktree', file, `${file} is a directory without an entry script`);
    const pkgDir = packageDirOf(entry);
    if (pkgDir)
        return installedIdentity(pkgDir);
    return worktreeIdentity(entry);
}
function pythonIdentity(command, args, cwd) {
    const py = (0,external_node_path_.isAbsolute)(command) || command.includes('/') ? (0,external_node_path_.resolve)(cwd, command) : undefined;
    const site = py ? sitePackages(py) : undefined;
    const m = args.indexOf('-m');
    if (m >= 0 && args[m + 1]) {
        const mod = args[m + 1];
        const found = site ? moduleIdentity(site, mod) : undefined;
        if (found)
            return found;
        const local = [(0,external_node_path_.join)(cwd, ...mod.split('.')) + '.py', (0,external_node_path_.join)(cwd, ...mod.split('.'), '__main__.py')].find(isFile);
        if (local)
            return worktreeIdentity(local);
        return unverified('python', mod, site ? `no installed distribution in ${site} provides ${mod}` : `\`${command}\` is not a virtual environment's interpreter, so which ${mod} it imports cannot be read offline`);
    }
    const i = positional(args, 0, new Set(['-X', '-W', '-c']));
    if (!args[i])
        return unverified('python', command, 'no entry script in the command');
    return fileIdentity((0,external_node_path_.resolve)(cwd, args[i]));
}
/** `uv run [--directory D] x.py` / `uv run -m mod`: the project's environment is .venv under the directory. */
function uvRunIdentity(args, cwd) {
    const d = args.findIndex((a) => a === '--directory' || a === '--project');
    const dir = d >= 0 && args[d + 1] ? (0,external_node_path_.resolve)(cwd, args[d + 1]) : cwd;
    const run = args.indexOf('run');
    const rest = args.slice(run + 1).filter((_, k, all) => !(all[k - 1] === '--directory' || all[k - 1] === '--project' || all[k] === '--directory' || all[k] === '--project'));
    const python = (0,external_node_path_.join)(dir, '.venv', 'bin', 'python');
    if (rest[0] && !rest[0].startsWith('-') && !rest[0].endsWith('.py') && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, '.venv', 'bin', rest[0]))) {
        const site = sitePackages((0,external_node_path_.join)(dir, '.venv', 'bin', rest[0]));
        const found = site ? scriptIdentity(site, rest[0]) : undefined;
        if (found)
            return found;
    }
    return pythonIdentity(python, rest, dir);
}
/** The command's own file when it is a path or sits on PATH inside a virtual environment or node_modules/.bin. */
function binaryIdentity(command, cwd, opts) {
    const dirs = command.includes('/') ? [''] : (opts.path ?? '').split(':').filter(Boolean);
    for (const d of dirs) {
        const file = d ? (0,external_node_path_.join)(d, command) : (0,external_node_path_.resolve)(cwd, command);
        if (!isFile(file))
            continue;
        const site = sitePackages(file);
        const found = site ? scriptIdentity(site, (0,external_node_path_.basename)(file)) : undefined;
        if (found)
            return found;
        let real = file;
        try {
            real = (0,external_node_fs_.realpathSync)(file);
        }
        catch {
            // Keep the path as given.
        }
        if (packageDirOf(real))
            return fileIdentity(real);
        return unverified('binary', command, `\`${command}\` is whatever binary ${file} holds at launch; no package or lockfile records it`);
    }
    return unverified('binary', command, `\`${command}\` is whatever binary the PATH holds at launch; nothing records which`);
}
/** The identity of what a launch would run, or why it cannot be pinned. Never runs, fetches or installs anything. */
function resolveIdentity(target, opts) {
    if (!target.command)
        return unverified('remote', target.url ?? '(no command)', `the code behind ${target.url ?? 'the URL'} is deployed by its operator and cannot be seen from here`);
    const args = target.args ?? [];
    const cmd = base(target.command);
    const cwd = target.cwd;
    if (['sh', 'bash', 'zsh', 'dash', 'cmd', 'powershell', 'pwsh'].includes(cmd))
        return unverified('binary', cmd, 'a shell script decides what runs; its commands are not resolved');
    if (cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' || (cmd === 'npm' && (args[0] === 'exec' || args[0] === 'x')) || ((cmd === 'pnpm' || cmd === 'yarn') && args[0] === 'dlx')) {
        const from = cmd === 'npx' || cmd === 'bunx' || cmd === 'pnpx' ? 0 : 1;
        const i = positional(args, from, NPX_FLAGS_WITH_VALUE);
        const p = args.findIndex((a, k) => k < i && (a === '-p' || a === '--package'));
        const spec = p >= 0 ? args[p + 1] : args[i];
        if (!spec)
            return unverified('npm', cmd, 'no package in the command');
        if (/^(\.{0,2}\/|~|file:)/.test(spec))
            return fileIdentity((0,external_node_path_.resolve)(cwd, spec));
        if (/^(git[+:]|github:|https?:)/.test(spec))
            return unverified('npm', spec, `${spec} is fetched from a repository or URL at launch; no lockfile pins it`);
        return npxIdentity(spec, cwd, opts.home);
    }
    if ((cmd === 'docker' || cmd === 'podman' || cmd === 'nerdctl') && args[0] === 'run')
        return dockerIdentity(args);
    if (cmd === 'uvx' || (cmd === 'uv' && args[0] === 'tool') || (cmd === 'pipx' && args[0] === 'run'))
        return unverified('python', args.find((a) => !a.startsWith('-') && a !== 'tool' && a !== 'run') ?? cmd, `${cmd} resolves the package from the index at launch into its own cache, which is not read; pin it with a lockfile and run the installed script`);
    if (cmd === 'uv' && args.includes('run'))
        return uvRunIdentity(args, cwd);
    if (/^python(3(\.\d+)?)?$/.test(cmd))
        return pythonIdentity(target.command, args, cwd);
    if (['node', 'nodejs', 'tsx', 'ts-node', 'bun', 'deno'].includes(cmd)) {
        const from = cmd === 'deno' || (cmd === 'bun' && args[0] === 'run') ? 1 : 0;
        const i = positional(args, from, NODE_FLAGS_WITH_VALUE);
        if (!args[i])
            return unverified('worktree', cmd, 'no entry script in the command');
        return fileIdentity((0,external_node_path_.resolve)(cwd, args[i]));
    }
    return binaryIdentity(target.command, cwd, opts);
}


/***/ }),

/***/ 46475:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ withIdentity),
/* harmony export */   u: () => (/* binding */ serverIdentity)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _capture_capture_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96912);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57450);
// The identity of a configured server's launch: the same command, arguments and directory the capture and the guard
// start (planSurface expands them), resolved offline. HTTP servers have no launch here: nothing is recorded for them.



/** The launch's identity, or undefined for a server reached over HTTP (or one whose plan cannot be made). */
function serverIdentity(l) {
    if (!l.server.command)
        return undefined;
    const surfaces = Object.keys(l.server.surfaces ?? { default: {} });
    const surface = l.surface ?? (surfaces.includes('default') ? 'default' : surfaces[0] ?? 'default');
    let plan;
    try {
        plan = (0,_capture_capture_js__WEBPACK_IMPORTED_MODULE_1__/* .planSurface */ .t4)(l.name, l.server, surface, l.server.surfaces?.[surface] ?? {}, { baseDir: l.baseDir, env: l.env, log: () => undefined });
    }
    catch {
        return undefined;
    }
    if (plan.target.type !== 'stdio')
        return undefined;
    return (0,_resolve_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveIdentity */ .X)({ command: plan.target.command, args: plan.target.args, cwd: plan.target.cwd ?? l.baseDir }, { home: l.env.HOME ?? l.env.USERPROFILE ?? (0,node_os__WEBPACK_IMPORTED_MODULE_0__.homedir)(), path: l.env.PATH });
}
/** The snapshot with the launch's identity recorded next to its contract (unchanged for an HTTP server). */
function withIdentity(snapshot, l) {
    const id = serverIdentity(l);
    return id ? { ...snapshot, identity: id } : snapshot;
}


/***/ })

};

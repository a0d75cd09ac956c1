export const id = 760;
export const ids = [760];
export const modules = {

/***/ 6330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ diffSnapshots)
});

// EXTERNAL MODULE: ./src/core/diff/classify.ts + 24 modules
var classify = __webpack_require__(282);
// EXTERNAL MODULE: ./src/hosts/cost.ts
var hosts_cost = __webpack_require__(2734);
// EXTERNAL MODULE: ./src/hosts/profiles.ts
var profiles = __webpack_require__(217);
// EXTERNAL MODULE: ./src/hosts/checks.ts
var hosts_checks = __webpack_require__(9478);
// EXTERNAL MODULE: ./src/hosts/tokenizer.ts
var hosts_tokenizer = __webpack_require__(2770);
;// CONCATENATED MODULE: ./src/hosts/pass.ts




/** The hosts a config ships to, in profile order; names the schema let through but this version lacks are skipped. */
function hostsOf(config) {
    if (config === undefined)
        return profiles/* HOSTS */.kZ.filter((h) => h.byDefault).map((h) => ({ host: h.name }));
    const wanted = new Map();
    if (Array.isArray(config))
        for (const n of config)
            wanted.set(n, undefined);
    else
        for (const [n, s] of Object.entries(config))
            if (s !== 'off')
                wanted.set(n, s);
    return profiles/* HOSTS */.kZ.filter((h) => wanted.has(h.name)).map((h) => ({ host: h.name, ...(wanted.get(h.name) ? { severity: wanted.get(h.name) } : {}) }));
}
/** surface -> tool name -> its capability, from the surface's complete tool list. */
function toolsOf(snapshot) {
    const out = new Map();
    for (const [surface, s] of Object.entries(snapshot.surfaces)) {
        const tools = new Map();
        for (const c of s.kinds?.tool?.items ?? [])
            tools.set(c.ref.slice('tool:'.length), c);
        out.set(surface, tools);
    }
    return out;
}
/**
 * Judges each definition once, by digest: the base and the head share most of theirs, and every host's checks run in
 * one walk of the schema, so a diff of two 1,000-tool surfaces judges about 1,000 definitions, not 2,000 per host.
 */
function judge(checks, host, tokenizer) {
    const seen = new Map();
    return (c) => {
        let j = seen.get(c.digest);
        if (j === undefined) {
            const failed = new Map();
            for (const v of (0,hosts_checks/* violationsOf */.S)(c.definition, checks, { first: true }))
                if (!failed.has(v.check))
                    failed.set(v.check, v.pointer);
            j = { failed, cost: (0,hosts_cost/* toolCost */.WN)(host, c.definition, tokenizer) };
            seen.set(c.digest, j);
        }
        return j;
    };
}
const CHECK = new Map(profiles/* HOST_CHECKS */.nr.map((c) => [c.id, c]));
function sessionNote(host) {
    return (0,profiles/* hostByName */.nj)(host).wholeRequest
        ? 'This host fails the whole request for one refused tool: every tool of the session is lost, not only this one.'
        : 'This host drops the tool and keeps the others.';
}
/** `tokenizer` counts the context cost; without one (the synchronous library diff) it is an estimate, and says so. */
function hostPass(base, head, config, tokenizer = hosts_tokenizer/* ESTIMATE */.b) {
    const chosen = hostsOf(config.hosts);
    const names = new Set(chosen.map((c) => c.host));
    const form = (0,hosts_cost/* costHost */.Sd)(chosen.map((c) => c.host));
    const judged = judge(profiles/* HOST_CHECKS */.nr.filter((c) => names.has(c.host)), form, tokenizer);
    const b = toolsOf(base);
    const h = toolsOf(head);
    const findings = [];
    const acceptance = [];
    const surfaces = [...h.keys()].sort();
    for (const { host } of chosen) {
        const rejected = [];
        const ofHost = (c) => c === undefined ? undefined : new Map([...judged(c).failed].filter(([check]) => CHECK.get(check).host === host));
        for (const surface of surfaces) {
            const before = b.get(surface);
            for (const [tool, cap] of h.get(surface)) {
                const failed = ofHost(cap);
                const was = ofHost(before?.get(tool));
                for (const [check, pointer] of failed) {
                    rejected.push({ surface, tool, check, pointer });
                    // A tool new on this surface (or a surface new in the head) was accepted by default: nothing refused it.
                    if (was?.has(check) || before === undefined)
                        continue;
                    findings.push(acceptanceFinding('host-rejects-tool', host, surface, tool, check, pointer, was !== undefined));
                }
                for (const [check, pointer] of was ?? [])
                    if (!failed.has(check))
                        findings.push(acceptanceFinding('host-accepts-tool', host, surface, tool, check, pointer, true));
            }
        }
        const p = (0,profiles/* hostByName */.nj)(host);
        acceptance.push({ host, title: p.title, wholeRequest: p.wholeRequest, rejected });
    }
    const cost = contextCost(b, h, form, (0,hosts_tokenizer/* countMethod */.t)(form, tokenizer), (c) => judged(c).cost.tokens, (c) => judged(c).cost.bytes);
    findings.push(...budgetFindings(cost, config.policy?.contextBudget));
    const severities = new Map(chosen.filter((c) => c.severity !== undefined).map((c) => [c.host, c.severity]));
    return { findings, evidence: { hosts: acceptance, cost }, adjust: (c) => adjustSeverity(c, severities) };
}
function acceptanceFinding(rule, host, surface, tool, check, pointer, inBase) {
    const ref = `tool:${tool}`;
    const c = CHECK.get(check);
    const rejects = rule === 'host-rejects-tool';
    return {
        rule,
        kind: 'tool',
        surface,
        ...(inBase ? { before: rejects ? { refs: [ref] } : { refs: [ref], pointer } } : {}),
        after: rejects ? { refs: [ref], pointer } : { refs: [ref] },
        params: { name: tool, host: (0,profiles/* hostByName */.nj)(host).title, hostId: host, check, what: c.rejects, pointer, session: rejects ? sessionNote(host) : '' },
    };
}
function adjustSeverity(c, severities) {
    if (c.rule !== 'host-rejects-tool')
        return c;
    const host = String(c.params?.hostId ?? '');
    const to = severities.get(host);
    if (to === undefined || to === c.severity)
        return c;
    return { ...c, severity: to, adjusted: `severity ${c.severity} -> ${to} by config.hosts["${host}"]` };
}
const GREW_SHOWN = 3;
function contextCost(base, head, host, method, tokensOf, bytesOf) {
    const surfaces = [];
    for (const [surface, tools] of [...head].sort(([x], [y]) => (x < y ? -1 : 1))) {
        const was = base.get(surface);
        let after = 0;
        let bytes = 0;
        let before = 0;
        const grew = [];
        for (const [name, cap] of tools) {
            const tokens = tokensOf(cap);
            after += tokens;
            bytes += bytesOf(cap);
            const old = was?.get(name);
            const b = old === undefined ? undefined : tokensOf(old);
            if (tokens > (b ?? 0))
                grew.push({ tool: name, ...(b === undefined ? {} : { before: b }), after: tokens });
        }
        for (const cap of was?.values() ?? [])
            before += tokensOf(cap);
        grew.sort((x, y) => y.after - (y.before ?? 0) - (x.after - (x.before ?? 0)) || (x.tool < y.tool ? -1 : 1));
        surfaces.push({ surface, ...(was === undefined ? {} : { before }), after, bytes, tools: tools.size, grew: grew.slice(0, GREW_SHOWN) });
    }
    return { host, method, surfaces };
}
const number = (n) => n.toLocaleString('en-US');
/** `+1,466 tokens, +27%` (or `-120 tokens, -3%`); the percent is left out when the base cost nothing. */
function costChange(before, after) {
    const delta = after - (before ?? 0);
    const sign = delta >= 0 ? '+' : '-';
    const percent = before ? `, ${sign}${Math.abs(Math.round((delta / before) * 1000) / 10)}%` : '';
    return `${sign}${number(Math.abs(delta))} tokens${percent}`;
}
function topOf(s) {
    if (s.grew.length === 0)
        return 'none';
    return s.grew.map((g) => `\`${g.tool}\` (${g.before === undefined ? 'new, ' : ''}${costChange(g.before, g.after).replace(/, [+-][\d.]+%$/, '')})`).join(', ');
}
function budgetFindings(cost, budget) {
    if (budget === undefined)
        return [];
    const out = [];
    for (const s of cost.surfaces) {
        if (s.before === undefined)
            continue;
        const params = { surface: s.surface, after: number(s.after), change: costChange(s.before, s.after), top: topOf(s), method: cost.method, host: cost.host };
        const overTokens = budget.tokens !== undefined && s.after > budget.tokens;
        const wasOver = budget.tokens !== undefined && s.before > budget.tokens;
        const growth = s.before > 0 ? ((s.after - s.before) / s.before) * 100 : 0;
        const overGrowth = budget.growthPercent !== undefined && growth > budget.growthPercent;
        const sides = { before: { refs: [], value: s.before }, after: { refs: [], value: s.after } };
        if ((overTokens && !wasOver) || overGrowth) {
            const limit = overTokens && !wasOver ? `${number(budget.tokens)} tokens` : `+${budget.growthPercent}% growth`;
            out.push({ rule: 'context-cost-over-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit } });
        }
        else if (wasOver && !overTokens) {
            out.push({ rule: 'context-cost-within-budget', kind: 'server', surface: s.surface, ...sides, params: { ...params, limit: `${number(budget.tokens)} tokens` } });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/api/diff.ts
// Two snapshots into the classified report (the typed change list with its summary), with the hosts pass beside the
// classifier: which model hosts refuse the head's tools, what the tool list costs (src/hosts), merged into the report.


function diffSnapshots(base, head, options = {}) {
    const config = options.config ?? {};
    const hosts = hostPass(base, head, config, options.tokenizer);
    const report = (0,classify/* diffSnapshots */.V)(base, head, config, options.labels ?? { base: 'base', head: 'head' }, { findings: hosts.findings, adjust: hosts.adjust });
    report.hosts = hosts.evidence;
    return report;
}


/***/ }),

/***/ 6809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ loadTokenizer)
/* harmony export */ });
let loading;
/** o200k_base, loaded once per process. */
function loadTokenizer() {
    loading ??= __webpack_require__.e(/* import() */ 359).then(__webpack_require__.bind(__webpack_require__, 5359)).then((m) => ({ name: 'o200k_base', count: (text) => m.countTokens(text) }));
    return loading;
}


/***/ }),

/***/ 8515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ clientRulesMarkdown)
/* harmony export */ });
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7297);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);
// What a declared rename, merge or split does to the decisions users saved in their own clients: every rule naming an
// old tool stops matching it, and a deny on an old name does not cover the new one. A few lines for the PR comment and
// the release notes, with the one `mcp-contract consent` command that carries the rules. Tool names are server text:
// each goes through a code span.


const MOVES = new Set(['renamed', 'merged', 'split']);
const MAX_LINES = 20;
function nameOf(ref) {
    return (0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .parseRef */ .rd)(ref)?.key ?? ref;
}
/** One line per declared tool move (surfaces seen once): `a` \u2192 `b`, with the server when there are several. */
function moveLines(reports) {
    const multi = reports.length > 1;
    const out = [];
    for (const r of reports)
        for (const c of r.changes) {
            if (c.kind !== 'tool' || !MOVES.has(c.type) || !c.before?.refs.length || !c.after?.refs.length)
                continue;
            const line = `- ${c.before.refs.map((x) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(nameOf(x), 200)).join(', ')} \u2192 ${c.after.refs.map((x) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(nameOf(x), 200)).join(', ')}${multi ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(r.server, 100)})` : ''}`;
            if (!out.includes(line))
                out.push(line);
        }
    return out;
}
/**
 * The section, or nothing when no tool moved. Without `pair` (a PR, before any release tag exists) the command names
 * the tags and snapshot path to fill in.
 */
function clientRulesMarkdown(reports, pair, heading = '####') {
    const moves = moveLines(reports);
    if (moves.length === 0)
        return [];
    const shown = moves.length > MAX_LINES ? [...moves.slice(0, MAX_LINES), `- and ${moves.length - MAX_LINES} more`] : moves;
    const snapshot = pair?.snapshot ?? '<snapshot>';
    const command = `mcp-contract consent --config mcp-contract.json --from git:${pair?.from ?? '<last release tag>'}:${snapshot} --to git:${pair?.to ?? '<this release tag>'}:${snapshot} --root <your project>`;
    return [
        `${heading} Saved client rules`,
        '',
        "Users' saved rules naming these tools stop matching them, and a deny on an old name does not cover the new one: Claude Code `permissions` (`mcp__<server>__<tool>`), Gemini CLI `includeTools`/`excludeTools`, Codex `enabled_tools`/`disabled_tools`/`tools.<tool>.approval_mode`, VS Code tool sets and gateway profiles.",
        '',
        ...shown,
        '',
        `Users carry them (denies to every successor, allows only to a tool that can do no more) by running, in a clone of this repository: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(command, 600)}; it prints the plan, and \`--write\` applies it.`,
        '',
    ];
}


/***/ }),

/***/ 1796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ NO_REPLACE_ENV),
/* harmony export */   c: () => (/* binding */ verifiedFileAt)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
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

/***/ 9033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ck: () => (/* binding */ ensureRef),
/* harmony export */   Cz: () => (/* binding */ readSnapshotSpec),
/* harmony export */   Sp: () => (/* binding */ gitTop),
/* harmony export */   k: () => (/* binding */ gitShow)
/* harmony export */ });
/* unused harmony exports git, gitBlobAt, gitCommit */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8804);
/* harmony import */ var _git_objects_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1796);
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

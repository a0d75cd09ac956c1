export const id = 179;
export const ids = [179];
export const modules = {

/***/ 9382:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ approveHintFor),
/* harmony export */   S1: () => (/* binding */ statusCommandLine),
/* harmony export */   Tn: () => (/* binding */ approveIdentityCommand),
/* harmony export */   mg: () => (/* binding */ approveRefCommand),
/* harmony export */   p3: () => (/* binding */ approveAllHeldCommand)
/* harmony export */ });
/* unused harmony export storeArgs */
/* harmony import */ var _guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1501);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1518);
// The commands the guard, the gateway and `status` print for a person to paste: every path absolute (a desktop client
// starts the guard with cwd `/`, where a relative store path names another directory) and `--store` always given (the
// client's environment may set $MCP_CONTRACT_STORE where the person's shell does not), each word shell-quoted.


/** A word a terminal shows as typed: no control, escape, bidi or zero-width character (cleanTerminal leaves it as is). */
const shownAsIs = (word) => (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_0__/* .cleanTerminal */ .m)(word, Number.MAX_SAFE_INTEGER) === word;
/** ` --store DIR --server NAME`: the one store these commands act on. */
function storeArgs(storeDir, server) {
    return ` --store ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .Z)(storeDir)} --server ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .Z)(server)}`;
}
/** The command approving the definition served now under ref; undefined when the ref cannot be one copyable line. */
function approveRefCommand(storeDir, server, ref) {
    return !shownAsIs(ref) || !shownAsIs(server) ? undefined : `mcp-contract approve ${(0,_guard_shell_quote_js__WEBPACK_IMPORTED_MODULE_1__/* .shellQuote */ .Z)(ref)}${storeArgs(storeDir, server)}`;
}
function approveAllHeldCommand(storeDir, server) {
    return `mcp-contract approve --all-held${storeArgs(storeDir, server)}`;
}
function approveIdentityCommand(storeDir, server) {
    return `mcp-contract approve --identity${storeArgs(storeDir, server)}`;
}
function statusCommandLine(storeDir, server, verbose) {
    return `mcp-contract status${verbose ? ' --verbose' : ''}${storeArgs(storeDir, server)}`;
}
/** The guard's hint for a held ref: its approve command, or status when the ref holds control characters. */
function approveHintFor(storeDir, server, ref) {
    return approveRefCommand(storeDir, server, ref) ?? `${statusCommandLine(storeDir, server, true)} (the name holds invisible or control characters; approve it with --all-held after review)`;
}


/***/ }),

/***/ 4017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qi: () => (/* binding */ approveIdentity),
  x7: () => (/* binding */ identityGateFor),
  IN: () => (/* binding */ identityStatusLines),
  Tx: () => (/* binding */ scanEvidence),
  x8: () => (/* binding */ statusAxesLines),
  Ec: () => (/* binding */ verifyIdentity)
});

// UNUSED EXPORTS: identityPolicyOf

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/identity/identity.ts
var identity = __webpack_require__(2878);
// EXTERNAL MODULE: ./src/core/identity/axes.ts
var identity_axes = __webpack_require__(3685);
// EXTERNAL MODULE: ./src/scan/render-axes.ts
var render_axes = __webpack_require__(1175);
// EXTERNAL MODULE: ./src/guard/store.ts + 1 modules
var store = __webpack_require__(1836);
// EXTERNAL MODULE: ./src/render/text.ts
var render_text = __webpack_require__(893);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/identity/gate.ts
// The guard's identity gate: before every launch or relaunch of the upstream it resolves which code would run and
// compares it with the approved identity. Different code holds every capability (one line to the client, naming no
// server text) until a person runs `mcp-contract approve --identity`, or the policy follows it.



class IdentityGate {
    opts;
    line;
    record;
    listeners = new Set();
    constructor(opts) {
        this.opts = opts;
    }
    held() {
        return this.line;
    }
    onChange(fn) {
        this.listeners.add(fn);
        return () => this.listeners.delete(fn);
    }
    /** The client's line: the server's name from the config only, never text from the code or the server, and no command. */
    holdLine() {
        return `mcp-contract guard: the code behind "${this.opts.approved.server}" is not the approved code; every capability is held until a person approves it`;
    }
    setHeld(held) {
        const next = held ? this.holdLine() : undefined;
        if (next === this.line)
            return;
        if (next !== undefined)
            this.opts.log(`launch code held; approve it with: ${this.opts.approveHint}`);
        this.line = next;
        for (const fn of this.listeners)
            fn();
    }
    async beforeLaunch() {
        const live = this.opts.resolve();
        // An HTTP upstream has no launch to pin, and a missing entry fails to start with its own line: nothing to hold.
        if (!live || live.absent)
            return undefined;
        const { approved, storePath, surface, policy, now, log } = this.opts;
        let rec;
        const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath));
        await (0,store/* updateStore */.fF)(storePath, key, () => (0,store/* readStore */.uz)(storePath, approved.server, surface, key, log), (store) => {
            const decision = (0,identity/* decideIdentity */.F1)(store.identity?.approved ?? approved.identity, live, policy);
            rec = (0,identity/* recordDecision */.Q6)(store.identity, approved.identity, live, decision, now());
            return { ...store, identity: rec };
        });
        const r = rec;
        if (r.state !== this.record?.state || r.reason !== this.record?.reason) {
            const what = r.state === 'held' ? 'held' : r.state === 'unverified' ? 'unverified' : 'verified';
            log(`launch identity ${what}: ${r.reason ?? (0,identity/* describeIdentity */.Cl)(live)}`);
        }
        this.record = r;
        this.setHeld(r.state === 'held');
        return this.line;
    }
    /** The store changed (`approve --identity` in another process): a hold ends when the live code is now approved. */
    async reload() {
        const live = this.record?.live;
        if (!live)
            return;
        const { storePath, approved, policy, log } = this.opts;
        let stored;
        try {
            // Verified with the store key: an approval written by anything but `approve --identity` is dropped here.
            stored = (await (0,store/* readStoreFile */.Oq)(storePath, await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(storePath)), log)).identity;
        }
        catch {
            return;
        }
        // Decided again from the verified approval, never from the stored state (which the key does not cover).
        const decision = (0,identity/* decideIdentity */.F1)(stored?.approved ?? approved.identity, live, policy);
        const held = decision.state === 'held';
        if (!held && this.line)
            log(`launch identity approved (${stored?.approvedBy ?? 'human'}): ${(0,identity/* describeIdentity */.Cl)(live)}`);
        if (stored)
            this.record = { ...stored, state: decision.state };
        this.setHeld(held);
    }
}

// EXTERNAL MODULE: ./src/identity/server.ts
var server = __webpack_require__(6475);
// EXTERNAL MODULE: ./src/identity/resolve.ts + 4 modules
var resolve = __webpack_require__(7450);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/api/snapshot-files.ts
var snapshot_files = __webpack_require__(6604);
// EXTERNAL MODULE: ./src/cli/approve-commands.ts
var approve_commands = __webpack_require__(9382);
;// CONCATENATED MODULE: ./src/cli/identity-hooks.ts














function identityPolicyOf(text) {
    if (text === undefined)
        return { mode: 'pin' };
    const p = (0,identity/* parseIdentityPolicy */.kT)(text);
    if (typeof p === 'string')
        throw new errors/* UsageError */.eb(`mcp-contract guard: --identity-policy "${text}": ${p}`);
    return p;
}
/** The guard's identity gate for one target: resolved with the same plan the upstream is started from. */
function identityGateFor(i) {
    return new IdentityGate({
        approved: i.approved,
        surface: i.surface,
        storePath: i.storePath,
        policy: identityPolicyOf(i.policyText),
        resolve: () => (0,server/* serverIdentity */.u)({ name: i.target.name, server: i.target.server, baseDir: i.target.baseDir, env: i.io.env, surface: i.surface }),
        now: i.io.now,
        log: i.log,
        approveHint: (0,approve_commands/* approveIdentityCommand */.Tn)(i.storeDir, i.approved.server),
    });
}
/** `mcp-contract approve --identity`: the code the guard last resolved becomes the approved code. */
async function approveIdentity(path, io, format = 'text') {
    let shown = [];
    const key = await (0,store/* storeKey */.LN)((0,external_node_path_.dirname)(path));
    const log = (line) => io.stderr(`${(0,render_text/* cleanTerminal */.m9)(line, 500)}\n`);
    await (0,store/* updateStore */.fF)(path, key, () => (0,store/* readStoreFile */.Oq)(path, key, log), (store) => {
        shown = identityStatusLines(store);
        try {
            return { ...store, identity: (0,identity/* approveIdentityRecord */.h0)(store.identity, io.now()) };
        }
        catch (e) {
            throw new errors/* UsageError */.eb(`mcp-contract approve --identity: ${path}: ${e.message}`);
        }
    });
    const after = await (0,store/* readStoreFile */.Oq)(path, key, log);
    if (format === 'json')
        io.stdout(`${JSON.stringify({ decision: 'approved', store: path, identity: after.identity }, null, 2)}\n`);
    else
        io.stdout(`${shown.join('\n')}\napproved the code ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(after.identity.approved), 600)}\na running guard picks this up from ${path}\n`);
    return errors/* EXIT */.dc.ok;
}
/**
 * The identity lines of `status`: the approved code, the code last resolved, and whether they agree; while held, the
 * command approving the new code (given by status: it knows the store) closes them.
 */
function identityStatusLines(store, approveCommand) {
    const id = store.identity;
    if (!id)
        return ['  identity: none recorded (the guard records it before its first launch)'];
    const lines = [`  identity: ${id.state.toUpperCase()}${id.reason ? ` (${(0,render_text/* cleanTerminal */.m9)(id.reason, 600)})` : ''}`];
    if (id.approved)
        lines.push(`    approved: ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(id.approved), 400)} by ${id.approvedBy ?? 'snapshot'}${id.approvedAt ? ` at ${id.approvedAt}` : ''}`);
    if (id.live)
        lines.push(`    live:     ${(0,render_text/* cleanTerminal */.m9)((0,identity/* describeIdentity */.Cl)(id.live), 400)}`);
    if (id.approved && id.live && id.state === 'held') {
        const files = (0,identity/* compareIdentity */.G3)(id.approved, id.live).files ?? [];
        for (const f of files.slice(0, 20))
            lines.push(`      changed ${(0,render_text/* cleanTerminal */.m9)(f, 200)}`);
        if (approveCommand)
            lines.push(`    approve the new code with: ${approveCommand}`);
    }
    return lines;
}
/** What scan may read beyond the config files: launch identities (offline) and committed baselines. */
function scanEvidence(workspace, home, env) {
    return {
        identify: (launch) => (0,resolve/* resolveIdentity */.X)({ ...launch, cwd: workspace }, { home, path: env.PATH }),
        readSnapshot: (file) => {
            try {
                return (0,snapshot_files/* parseSnapshot */.E$)((0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(workspace, file), 'utf8'), file);
            }
            catch {
                // An unreadable baseline leaves the write-capability axis unverified; check reports the file itself.
                return undefined;
            }
        },
    };
}
const STORE_ONLY = 'status reads only the guard store; mcp-contract scan shows what the launch configuration says';
function storeTools(store) {
    const tools = Object.values(store.capabilities).filter((r) => r.ref.startsWith('tool:') && r.live);
    if (tools.length === 0)
        return undefined;
    const ann = (d) => (typeof d === 'object' && d !== null && !Array.isArray(d) ? d : {});
    const flags = tools.map((r) => ann(r.live.definition.annotations));
    return { total: tools.length, readOnly: flags.filter((a) => a.readOnlyHint === true).length, destructive: flags.filter((a) => a.readOnlyHint !== true && a.destructiveHint !== false).length };
}
/** `status`'s axes: what the store shows (code, drift, write capability), the rest unverified with the reason. */
function statusAxesLines(store) {
    const records = Object.values(store.capabilities);
    const held = records.filter((r) => r.state !== 'approved').length;
    const unknown = {};
    for (const a of ['network reach', 'credential exposure', 'file scope', 'canary coverage', 'isolation'])
        unknown[a] = STORE_ONLY;
    const id = store.identity;
    const axes = (0,identity_axes/* axesView */.lG)({
        identity: id?.live,
        identityGap: id ? id.reason : 'the guard has not resolved a launch identity yet',
        tools: storeTools(store),
        unknown,
    }).map((a) => {
        if (a.axis === 'code mutability' && id?.state === 'held')
            return { ...a, state: 'observed', detail: `held: ${id.reason ?? 'the code is not the approved code'}` };
        if (a.axis === 'contract drift')
            return { ...a, state: 'observed', detail: `${records.length - held} published, ${held} held against the approved definitions` };
        return a;
    });
    return ['  axes (each observed or unverified; there is no total):', ...(0,render_axes/* axesText */.pL)(axes, '    ')];
}
/** `verify`'s identity line: the approved snapshot's recorded code against the code the live launch resolves to. */
function verifyIdentity(approved, live) {
    const comparison = (0,identity/* compareIdentity */.G3)(approved.identity, live.identity);
    const what = comparison.verdict === 'same' ? 'same code as approved' : comparison.verdict === 'different' ? 'different code from the approved' : 'unverified';
    return { comparison, line: `  identity: ${what}: ${(0,render_text/* cleanTerminal */.m9)(comparison.detail, 600)}` };
}


/***/ }),

/***/ 3685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* binding */ writeSurface),
/* harmony export */   lG: () => (/* binding */ axesView)
/* harmony export */ });
/* unused harmony export AXES */
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2878);
// The multi-axis view `scan` and `status` print: eight separate questions about a server, each answered as observed
// (with what was seen) or unverified (with why not). There is deliberately no total: an observed axis can be bad
// news, and no set of answers makes a server "stable" or "safe".

const AXES = (/* unused pure expression or super */ null && ([
    'code mutability',
    'network reach',
    'credential exposure',
    'file scope',
    'write capability',
    'contract drift',
    'canary coverage',
    'isolation',
]));
/** Counts tools by the annotations they declare (declarations, not proof: the axis says so). */
function writeSurface(snapshot) {
    const seen = new Map();
    for (const s of Object.values(snapshot.surfaces))
        for (const item of s.kinds.tool?.items ?? []) {
            const a = item.definition.annotations;
            const ann = typeof a === 'object' && a !== null && !Array.isArray(a) ? a : {};
            seen.set(item.ref, { ro: ann.readOnlyHint === true, destructive: ann.readOnlyHint !== true && ann.destructiveHint !== false });
        }
    const v = [...seen.values()];
    return { total: v.length, readOnly: v.filter((x) => x.ro).length, destructive: v.filter((x) => x.destructive).length };
}
const o = (axis, detail) => ({ axis, state: 'observed', detail });
const u = (axis, detail) => ({ axis, state: 'unverified', detail });
function codeAxis(e) {
    const id = e.identity;
    if (id?.integrity)
        return o('code mutability', `pinned: ${(0,_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(id)} from ${id.source}`);
    return u('code mutability', id?.unverified ?? e.identityGap ?? 'the launch target was not resolved');
}
function networkAxis(e) {
    if (e.remote)
        return o('network reach', `reached over the network at ${e.remote}; what it connects to is the operator's`);
    if (e.network === 'none')
        return o('network reach', 'no network: the container runs with --network none');
    if (e.network)
        return o('network reach', `the container's network is "${e.network}"`);
    return u('network reach', 'nothing in the launch limits which hosts the process can connect to');
}
function credentialAxis(e) {
    const c = e.credentials ?? [];
    if (c.length > 0)
        return o('credential exposure', `the config hands it ${c.length} value${c.length === 1 ? '' : 's'}: ${c.join(', ')}`);
    if (e.sandbox || e.remote)
        return o('credential exposure', 'the config hands it no environment values or headers');
    return u('credential exposure', 'the config hands it none, but without a sandbox it can read the user\'s environment and credential files');
}
function fileAxis(e) {
    const p = e.paths;
    if (p && p.values.length > 0)
        return o('file scope', `${p.broad ? 'includes a filesystem or home root: ' : 'paths given: '}${p.values.join(', ')}`);
    if (e.sandbox)
        return o('file scope', `no path arguments; ${e.sandbox} bounds what it can open`);
    return u('file scope', 'no path arguments, but nothing stops the process from opening any file the user can');
}
function writeAxis(e) {
    const t = e.tools;
    if (!t)
        return u('write capability', 'no recorded contract to read tool annotations from');
    return o('write capability', `${t.total} tools declared: ${t.readOnly} read-only, ${t.destructive} possibly destructive (annotations are the server's own claims)`);
}
function driftAxis(e) {
    const b = e.baseline;
    if (b && 'file' in b)
        return o('contract drift', `a committed baseline (${b.file}); check compares every launch with it`);
    return u('contract drift', b && 'missing' in b ? b.missing : 'no committed baseline');
}
function canaryAxis(e) {
    if (e.canaries !== undefined && e.canaries > 0)
        return o('canary coverage', `${e.canaries} canar${e.canaries === 1 ? 'y' : 'ies'} declared; check runs them`);
    return u('canary coverage', 'no canary exercises it: an unchanged schema says nothing about changed behaviour');
}
function isolationAxis(e) {
    if (e.sandbox)
        return o('isolation', `runs in ${e.sandbox}`);
    if (e.remote)
        return u('isolation', 'runs elsewhere; its isolation cannot be seen from here');
    return u('isolation', 'runs with the full rights of the user who starts the client');
}
/** The eight axes in a fixed order, each observed or unverified; `unknown` overrides an axis the caller cannot see. */
function axesView(e) {
    const views = [codeAxis(e), networkAxis(e), credentialAxis(e), fileAxis(e), writeAxis(e), driftAxis(e), canaryAxis(e), isolationAxis(e)];
    return views.map((v) => (e.unknown?.[v.axis] !== undefined ? u(v.axis, e.unknown[v.axis]) : v));
}


/***/ }),

/***/ 1285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ templateMatches),
/* harmony export */   WC: () => (/* binding */ Catalog),
/* harmony export */   i7: () => (/* binding */ isHeld)
/* harmony export */ });
/* unused harmony exports shownName, ownedRefs */
/* harmony import */ var _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6881);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(217);
/* harmony import */ var _hosts_checks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9478);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1210);
/* harmony import */ var _profiles_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2210);
/* harmony import */ var _member_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2542);
// The gateway's routing table for one downstream session: published name or URI -> the one member that owns it, and
// the name it serves it under. Ownership is data from the config (each member's prefix) and each member's approvals
// (its approved snapshot, every approval in its store), plus what this session's lists showed; never the order of the
// file or who is up. A name, URI or URI match two members claim is held for both, reported once, and a member that
// is down keeps its routes (a request to it fails; it never reaches another member).







function isHeld(r) {
    return 'refusal' in r;
}
const NAMED = new Set(['tool', 'prompt']);
/** What the client knows a member's item by: `<prefix>__<name>` for tools and prompts, the URI or template itself. */
function shownName(kind, member, original) {
    return NAMED.has(kind) ? (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .publishedName */ .YM)(member.prefix, original) : original;
}
/**
 * The refs a member owns by config and approvals: its approved snapshot's and every one its store holds an approval
 * for (a person's, or its policy's `follow`), less the ones a person rejected.
 */
function ownedRefs(m) {
    const out = new Set(m.baseline);
    for (const rec of m.guard.publication.records()) {
        if (rec.state === 'rejected')
            out.delete(rec.ref);
        else if (rec.approval)
            out.add(rec.ref);
    }
    return out;
}
const parsed = new Map();
/** Whether template matches uri; a template the SDK cannot parse matches nothing. */
function templateMatches(template, uri) {
    if (!parsed.has(template)) {
        // Templates come from servers: the cache is bounded, never grown without end by one that lists new ones forever.
        if (parsed.size >= 4096)
            parsed.clear();
        try {
            parsed.set(template, new _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_6__/* .UriTemplate */ .H(template));
        }
        catch {
            parsed.set(template, null);
        }
    }
    try {
        return parsed.get(template)?.match(uri) != null;
    }
    catch {
        return false;
    }
}
function claim(map, shown, inner, original) {
    const at = map.get(shown) ?? new Map();
    if (!at.has(inner))
        at.set(inner, original);
    map.set(shown, at);
}
const quoted = (text) => JSON.stringify(text.slice(0, 200));
class Catalog {
    profile;
    log;
    inners;
    /** What this session's lists showed, by kind: a member keeps its claim on what it listed for the session. */
    listedBy = new Map();
    /** Names and URIs already reported as claimed by two members, so the line is written once per session. */
    reported = new Set();
    /** Tools this session's lists held for the profile's host -> the refusal a call to one gets. */
    heldForHost = new Map();
    constructor(profile, log, inners) {
        this.profile = profile;
        this.log = log;
        this.inners = inners;
    }
    /** Is ref of this member published under the profile? The one place that decides it. */
    published(inner, ref) {
        return (0,_profiles_js__WEBPACK_IMPORTED_MODULE_4__/* .inProfile */ .$E)(this.profile, (0,_member_js__WEBPACK_IMPORTED_MODULE_5__/* .candidate */ .QU)(inner.member, ref));
    }
    /** Every claim on `kind`, now: each member's approvals, and what this session's lists showed. */
    claims(kind) {
        const out = new Map();
        for (const [shown, by] of this.listedBy.get(kind) ?? [])
            for (const [inner, original] of by)
                claim(out, shown, inner, original);
        const prefix = `${kind}:`;
        for (const inner of this.inners)
            for (const ref of ownedRefs(inner.member))
                if (ref.startsWith(prefix))
                    claim(out, shownName(kind, inner.member, ref.slice(prefix.length)), inner, ref.slice(prefix.length));
        return out;
    }
    /**
     * The items to show for `kind`, given each member's (already approval-filtered) list: renamed, filtered by the
     * profile, and without any name or URI another member claims too (held for both).
     */
    build(kind, lists) {
        const key = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_0__/* .KIND_METHOD */ .Ll[kind].keyField;
        const listed = this.listedBy.get(kind) ?? new Map();
        this.listedBy.set(kind, listed);
        for (const { inner, items } of lists)
            for (const item of items) {
                const original = item[key];
                if (typeof original === 'string')
                    claim(listed, shownName(kind, inner.member, original), inner, original);
            }
        const claims = this.claims(kind);
        const out = [];
        for (const { inner, items } of lists) {
            for (const item of items) {
                const original = item[key];
                if (typeof original !== 'string' || !this.published(inner, `${kind}:${original}`))
                    continue;
                const shown = shownName(kind, inner.member, original);
                const by = claims.get(shown);
                if (by && by.size > 1) {
                    this.held(kind, shown, by);
                    continue;
                }
                const published = NAMED.has(kind) ? { ...item, [key]: shown } : item;
                if (kind === 'tool' && this.refusedByHost(shown, published))
                    continue;
                out.push(published);
            }
        }
        return out;
    }
    /**
     * Whether the profile's host would refuse this tool as published (its gateway name included, which the length limit
     * counts): held, with one line naming the tool, the check and the keyword, so the host's session keeps every other
     * tool instead of failing whole with an error that names none.
     */
    refusedByHost(shown, tool) {
        const host = this.profile.host;
        if (host === undefined)
            return false;
        const [first] = (0,_hosts_checks_js__WEBPACK_IMPORTED_MODULE_2__/* .violationsOf */ .S)(tool, _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_CHECKS */ .nr.filter((c) => c.host === host));
        if (first === undefined) {
            this.heldForHost.delete(shown);
            return false;
        }
        const check = _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_CHECKS */ .nr.find((c) => c.id === first.check);
        const line = `tool ${quoted(shown)} is held for ${(0,_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_1__/* .hostByName */ .nj)(host).title} (profile "${this.profile.name}"): ${check.rejects}, at ${first.pointer} (check ${check.id})`;
        if (this.heldForHost.get(shown) !== line)
            this.log(line);
        this.heldForHost.set(shown, line);
        return true;
    }
    /** The one line for a name or URI two members claim, logged once; the refusal the client gets for it. */
    held(kind, shown, by, how = 'publish') {
        const servers = [...by.keys()].map((i) => `"${i.member.name}"`);
        const what = `${kind === 'resourceTemplate' ? 'resource template' : kind} ${quoted(shown)}`;
        const refusal = `${what} is held: servers ${servers.join(' and ')} both ${how} it`;
        if (!this.reported.has(`${kind}:${shown}`)) {
            this.reported.add(`${kind}:${shown}`);
            const theirs = [...by].map(([i, original]) => `"${i.member.name}" (${quoted(original)})`).join(' and ');
            this.log(how === 'publish'
                ? `servers ${theirs} both publish ${what}; it is held for both until one of them no longer does (reject it there, or give one server a "prefix")`
                : `servers ${theirs} have templates that both match ${what}; it is held for both until one template is narrowed (or rejected)`);
        }
        return { refusal };
    }
    /** The member that owns a published name (or a resource URI, or a template string), or the hold on it. */
    route(kind, shown) {
        const hostHold = kind === 'tool' ? this.heldForHost.get(shown) : undefined;
        if (hostHold !== undefined)
            return { refusal: hostHold };
        const by = this.claims(kind).get(shown);
        if (!by)
            return undefined;
        if (by.size > 1)
            return this.held(kind, shown, by);
        const [[inner, original]] = by;
        return { inner, original, ref: `${kind}:${original}` };
    }
    /**
     * A URI's owner: the member that serves it as a resource, else the single member one of whose templates matches
     * it (a member that is down included: its URIs never fall to another's catch-all). Two: held for both.
     */
    resource(uri) {
        const exact = this.route('resource', uri);
        if (exact)
            return exact;
        const matching = new Map();
        for (const [template, by] of this.claims('resourceTemplate'))
            for (const [inner, original] of by)
                if (!matching.has(inner) && templateMatches(template, uri))
                    matching.set(inner, original);
        if (matching.size > 1)
            return this.held('resource', uri, matching, 'match');
        if (matching.size === 0)
            return undefined;
        const [[inner, template]] = matching;
        return { inner, original: template, ref: `resourceTemplate:${template}` };
    }
}


/***/ }),

/***/ 2542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ baselineOf),
/* harmony export */   QU: () => (/* binding */ candidate),
/* harmony export */   yf: () => (/* binding */ declaredReplacements),
/* harmony export */   z7: () => (/* binding */ approvedFacts)
/* harmony export */ });
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8051);
// One upstream of the gateway, for the gateway's whole life: its guard (approvals, store, identity, policy: the
// single guard's own objects) and what profiles and names need of it. Per downstream session it gets an Inner.

/** new ref -> old refs, from the config's `renames` (old -> new, or several new for a split). */
function declaredReplacements(config) {
    const out = new Map();
    for (const [from, entry] of Object.entries(config.renames ?? {})) {
        const to = typeof entry === 'string' || Array.isArray(entry) ? entry : entry.to;
        for (const t of Array.isArray(to) ? to : [to])
            out.set(t, [...(out.get(t) ?? []), from]);
    }
    return out;
}
function baselineOf(approved, surface) {
    return (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_0__/* .approvedRefs */ .wx)(approved, surface);
}
/**
 * What the profile decision needs to know of ref: was it known to the user (approved snapshot, or a person's
 * approval), and which refs does it replace (a rename declared in the config, or a rebind a person approved)?
 */
function candidate(m, ref) {
    const rec = m.guard.publication.record(ref);
    const byPerson = rec?.state === 'approved' && rec.approval?.by === 'human';
    const known = m.baseline.has(ref) || byPerson;
    const rebinds = byPerson ? (rec.approval?.rebinds ?? []) : [];
    return { server: m.name, ref, known, replaces: [...(m.replaces.get(ref) ?? []), ...rebinds] };
}
/**
 * What a member was approved serving, for the gateway's own answer to initialize while the member is not up yet: the
 * capabilities either era advertised, and the approved instructions. Undefined without approvals: such a member may
 * serve any kind once a person approves it.
 */
function approvedFacts(m) {
    if (m.unapproved)
        return undefined;
    const s = m.approved.surfaces[m.surface];
    const discover = s?.protocol?.eras.modern?.discover;
    const capabilities = { ...discover?.capabilities, ...s?.server?.capabilities };
    const instructions = s?.server?.instructions ?? discover?.instructions;
    return instructions === undefined ? { capabilities } : { capabilities, instructions };
}


/***/ }),

/***/ 1210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ prefixProblem),
/* harmony export */   MT: () => (/* binding */ prefixOf),
/* harmony export */   YM: () => (/* binding */ publishedName),
/* harmony export */   zW: () => (/* binding */ originalOf)
/* harmony export */ });
/* unused harmony exports SEPARATOR, MAX_NAME */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// Published names of the gateway: `<prefix>__<name>` for tools and prompts, made legal for the spec's tool-name rules
// (1\u2013128 characters of A\u2013Z a\u2013z 0\u20139 _ - .) deterministically, so the same server and name publish the same name on every
// machine and adding a server never renames another's capability.

const SEPARATOR = '__';
const MAX_NAME = 128;
const ILLEGAL = /[^A-Za-z0-9_.-]/g;
const LEGAL = /^[A-Za-z0-9_.-]+$/;
/** A server's prefix: its own `prefix`, else its name, with illegal characters replaced. */
function prefixOf(server, override) {
    return (override ?? server).replace(ILLEGAL, '_');
}
function shortHash(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex').slice(0, 8);
}
/**
 * The published name. A legal name that fits passes as `<prefix>__<name>`; anything else is cleaned and cut, with a
 * hash of the original name appended, so two names that clean or cut alike still publish differently.
 */
function publishedName(prefix, name) {
    const plain = `${prefix}${SEPARATOR}${name}`;
    if (plain.length <= MAX_NAME && LEGAL.test(name))
        return plain;
    const tail = `-${shortHash(name)}`;
    const clean = `${prefix}${SEPARATOR}${name.replace(ILLEGAL, '_')}`;
    return `${clean.slice(0, MAX_NAME - tail.length)}${tail}`;
}
/** The original name a published name stands for under `prefix`, when it is that prefix's plain (uncut) name. */
function originalOf(prefix, shown) {
    if (!shown.startsWith(`${prefix}${SEPARATOR}`))
        return undefined;
    const original = shown.slice(prefix.length + SEPARATOR.length);
    return publishedName(prefix, original) === shown ? original : undefined;
}
/** Why a set of prefixes cannot share one gateway, or undefined. */
function prefixProblem(prefixes) {
    const seen = new Map();
    for (const { server, prefix } of prefixes) {
        if (prefix.length === 0)
            return `server "${server}": its prefix is empty; set "prefix"`;
        if (prefix.includes(SEPARATOR))
            return `server "${server}": its prefix "${prefix}" contains "${SEPARATOR}", which would make published names ambiguous; set "prefix"`;
        if (prefix.length > 64)
            return `server "${server}": its prefix is over 64 characters; set a shorter "prefix"`;
        const other = seen.get(prefix);
        if (other !== undefined)
            return `servers "${other}" and "${server}" both publish under the prefix "${prefix}"; give one of them a "prefix"`;
        seen.set(prefix, server);
    }
    return undefined;
}


/***/ }),

/***/ 3747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OD: () => (/* binding */ collisionOf),
/* harmony export */   Of: () => (/* binding */ membersBeside),
/* harmony export */   S4: () => (/* binding */ owns),
/* harmony export */   pH: () => (/* binding */ recordMembers)
/* harmony export */ });
/* unused harmony exports MEMBERS_FILE, overlap */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6881);
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8804);
/* harmony import */ var _names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1210);
/* harmony import */ var _catalog_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1285);
// Which gateway members share a store directory and what each one owns, for `approve`: a capability is never
// approved into a published name another member publishes, or into a URI template that overlaps another member's (the
// gateway would hold both). The gateway writes the members file when it starts; approve reads it beside the stores.






const MEMBERS_FILE = '.gateway-members.json';
const FORMAT = 'mcp-contract/gateway-members@1';
function isMember(v) {
    const m = v;
    return typeof m === 'object' && m !== null && typeof m.server === 'string' && typeof m.prefix === 'string' && typeof m.store === 'string' && /^[A-Za-z0-9._-]+\.json$/.test(m.store);
}
/** Every gateway's members recorded in the store directory, by config file; a damaged file records none. */
function readGateways(dir) {
    try {
        const value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MEMBERS_FILE), 'utf8'));
        if (value.format !== FORMAT || typeof value.gateways !== 'object' || value.gateways === null)
            return {};
        const out = {};
        for (const [config, members] of Object.entries(value.gateways))
            if (Array.isArray(members) && members.every(isMember))
                out[config] = members;
        return out;
    }
    catch {
        return {};
    }
}
/** Records this gateway's members (the other gateways sharing the directory keep theirs). */
async function recordMembers(dir, config, members) {
    const gateways = { ...readGateways(dir), [config]: members };
    await (0,_storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, MEMBERS_FILE), `${JSON.stringify({ format: FORMAT, gateways }, null, 2)}\n`, undefined, 0o600);
}
/** The members that share a gateway with the store file `store` (a file name), itself first; none outside a gateway. */
function membersBeside(dir, store) {
    const groups = Object.values(readGateways(dir)).filter((g) => g.some((m) => m.store === store));
    if (groups.length === 0)
        return undefined;
    const self = groups[0].find((m) => m.store === store);
    const others = new Map();
    for (const g of groups)
        for (const m of g)
            if (m.store !== store)
                others.set(m.store, m);
    return { self, others: [...others.values()] };
}
/** Whether a record says its member owns the ref: approved (now or before) and not rejected by a person. */
function owns(rec) {
    return rec.state !== 'rejected' && (rec.approval !== undefined || rec.state === 'approved' || rec.state === 'stale' || rec.state === 'missing');
}
/** A URI a template stands for (each variable a plain word): what overlap() tries the other template on. */
function sampleOf(template) {
    try {
        const t = new _modelcontextprotocol_sdk_shared_uriTemplate_js__WEBPACK_IMPORTED_MODULE_5__/* .UriTemplate */ .H(template);
        return t.expand(Object.fromEntries(t.variableNames.map((v) => [v, 'x'])));
    }
    catch {
        return undefined;
    }
}
/** A URI both templates match, when one is found (each template's own sample, tried on the other). */
function overlap(a, b) {
    if (a === b)
        return sampleOf(a) ?? a;
    for (const [one, other] of [[a, b], [b, a]]) {
        const sample = sampleOf(one);
        if (sample !== undefined && (0,_catalog_js__WEBPACK_IMPORTED_MODULE_4__/* .templateMatches */ .E$)(other, sample))
            return sample;
    }
    return undefined;
}
/**
 * Why approving `ref` for `self` would collide with what another member owns, or undefined: a tool or prompt that
 * would publish under a name another member publishes, a resource URI another serves, a template overlapping another's.
 */
function collisionOf(ref, self, others) {
    const at = ref.indexOf(':');
    const kind = ref.slice(0, at);
    const name = ref.slice(at + 1);
    const named = kind === 'tool' || kind === 'prompt';
    const shown = named ? (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .publishedName */ .YM)(self.prefix, name) : name;
    for (const { member, refs } of others) {
        for (const theirs of refs) {
            if (!theirs.startsWith(`${kind}:`))
                continue;
            const original = theirs.slice(kind.length + 1);
            if (named && (0,_names_js__WEBPACK_IMPORTED_MODULE_3__/* .publishedName */ .YM)(member.prefix, original) === shown)
                return `${ref} of server "${self.server}" would publish as "${shown}", which server "${member.server}" publishes (its ${theirs}); the gateway would hold both: reject one of them, or give one server a "prefix"`;
            if (kind === 'resource' && original === name)
                return `${ref} of server "${self.server}" is a URI server "${member.server}" serves; the gateway would hold both: reject one of them`;
            const uri = kind === 'resourceTemplate' ? overlap(name, original) : undefined;
            if (uri !== undefined)
                return `${ref} of server "${self.server}" overlaps server "${member.server}"'s ${theirs} (both match ${JSON.stringify(uri.slice(0, 200))}); the gateway would refuse such URIs: narrow the template, or reject one of them`;
        }
    }
    return undefined;
}


/***/ }),

/***/ 2210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   u5: () => (/* binding */ seesServer),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(217);
// Profiles: which capabilities a host app sees through the gateway. Patterns run over `<server>/<ref>`
// (`memory/*`, `fs/tool:read_*`, `everything/prompt:*`). One function decides membership; the router asks it for every
// listed item and every call, so a capability outside the profile is neither listed nor callable.




/** Everything: the profile in force when none is chosen. */
const ALL = { name: 'all', include: [parsePattern('*/*', 'default')], exclude: [] };
function parsePattern(text, where) {
    const slash = text.indexOf('/');
    if (slash <= 0 || slash === text.length - 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${text.slice(0, 80)}": a pattern is <server>/<ref>, e.g. memory/* or fs/tool:read_*`);
    const server = text.slice(0, slash);
    const ref = text.slice(slash + 1);
    const kind = ref.includes(':') ? ref.slice(0, ref.indexOf(':')) : undefined;
    if (ref !== '*' && (kind === undefined || !_core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.includes(kind)))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: "${text.slice(0, 80)}": the ref must be * or start with ${_core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__/* .KINDS */ .GW.map((k) => `${k}:`).join(', ')}`);
    return { text, server, ref, exposure: ref === '*' || ref === `${kind}:*` };
}
function parseProfiles(raw, where) {
    const out = new Map();
    if (raw === undefined)
        return out;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /profiles: expected an object of profiles`);
    for (const [name, value] of Object.entries(raw)) {
        const at = `${where}: /profiles/${name}`;
        if (typeof value !== 'object' || value === null || Array.isArray(value))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: expected { "include": [...], "exclude": [...] }`);
        const v = value;
        for (const k of Object.keys(v))
            if (k !== 'include' && k !== 'exclude' && k !== 'host')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include, exclude and host)`);
        const host = v.host;
        if (host !== undefined && (typeof host !== 'string' || !(0,_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .isHostName */ .uy)(host)))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/host: unknown host ${JSON.stringify(host)} (one of ${_hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__/* .HOST_NAMES */ .Wq.join(', ')})`);
        const list = (field) => {
            const items = v[field];
            if (items === undefined)
                return field === 'include' ? [parsePattern('*/*', at)] : [];
            if (!Array.isArray(items) || items.some((x) => typeof x !== 'string'))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}/${field}: expected an array of patterns`);
            return items.map((x, i) => parsePattern(x, `${at}/${field}/${i}`));
        };
        out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host }) });
    }
    return out;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.ref, ref);
}
/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
function seesServer(profile, server) {
    if (profile.exclude.some((p) => p.ref === '*' && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server)))
        return false;
    return profile.include.some((p) => (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_3__/* .globMatch */ .e)(p.server, server));
}
/** The one decision: is this capability published under this profile? */
function inProfile(profile, c) {
    if (profile.exclude.some((p) => matches(p, c.server, c.ref) || c.replaces.some((old) => matches(p, c.server, old))))
        return false;
    for (const p of profile.include) {
        if (p.exposure ? matches(p, c.server, c.ref) : c.known && matches(p, c.server, c.ref))
            return true;
        // A rename keeps membership only when declared or approved: the old ref's selection carries to the new one.
        if (!p.exposure && c.known && c.replaces.some((old) => matches(p, c.server, old)))
            return true;
    }
    return false;
}


/***/ }),

/***/ 1501:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ shellQuote)
/* harmony export */ });
// A ref printed inside a command must be copied and run as the literal ref: a tool named `x$(touch f)` is server text.
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;
/** POSIX single-quoted form of `value` (left bare when it holds only characters no shell interprets). */
function shellQuote(value) {
    if (PLAIN.test(value))
        return value;
    return `'${value.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 1175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IK: () => (/* binding */ serverEvidenceMarkdown),
/* harmony export */   Ip: () => (/* binding */ serverEvidenceText),
/* harmony export */   pL: () => (/* binding */ axesText)
/* harmony export */ });
/* harmony import */ var _core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2878);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(893);
/* harmony import */ var _render_escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
// The identity line and the eight axes under each scanned server, in text and markdown: observed with what was seen,
// unverified with why; never a total.



const WIDTH = Math.max(...['code mutability', 'credential exposure'].map((a) => a.length));
function axesText(axes, indent) {
    return axes.map((a) => `${indent}${a.axis.padEnd(WIDTH)}  ${a.state.padEnd(10)}  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(a.detail, 400)}`);
}
function serverEvidenceText(s) {
    const id = s.identity ? [`    identity: observed ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_1__/* .cleanTerminal */ .m9)(s.identity.source, 200)}`] : [];
    return [...id, '    axes (each observed or unverified; there is no total):', ...axesText(s.axes, '      ')];
}
function serverEvidenceMarkdown(s) {
    const id = s.identity ? [`  - identity, observed: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIdentity */ .Cl)(s.identity), 300)} from ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(s.identity.source, 200)}`] : [];
    return [...id, ...s.axes.map((a) => `  - ${a.axis}: ${a.state === 'observed' ? 'observed' : '_unverified_'}: ${(0,_render_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)(a.detail, 400)}`)];
}


/***/ }),

/***/ 6881:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ UriTemplate)
/* harmony export */ });
// Claude-authored implementation of RFC 6570 URI Templates
const MAX_TEMPLATE_LENGTH = 1000000; // 1MB
const MAX_VARIABLE_LENGTH = 1000000; // 1MB
const MAX_TEMPLATE_EXPRESSIONS = 10000;
const MAX_REGEX_LENGTH = 1000000; // 1MB
class UriTemplate {
    /**
     * Returns true if the given string contains any URI template expressions.
     * A template expression is a sequence of characters enclosed in curly braces,
     * like {foo} or {?bar}.
     */
    static isTemplate(str) {
        // Look for any sequence of characters between curly braces
        // that isn't just whitespace
        return /\{[^}\s]+\}/.test(str);
    }
    static validateLength(str, max, context) {
        if (str.length > max) {
            throw new Error(`${context} exceeds maximum length of ${max} characters (got ${str.length})`);
        }
    }
    get variableNames() {
        return this.parts.flatMap(part => (typeof part === 'string' ? [] : part.names));
    }
    constructor(template) {
        UriTemplate.validateLength(template, MAX_TEMPLATE_LENGTH, 'Template');
        this.template = template;
        this.parts = this.parse(template);
    }
    toString() {
        return this.template;
    }
    parse(template) {
        const parts = [];
        let currentText = '';
        let i = 0;
        let expressionCount = 0;
        while (i < template.length) {
            if (template[i] === '{') {
                if (currentText) {
                    parts.push(currentText);
                    currentText = '';
                }
                const end = template.indexOf('}', i);
                if (end === -1)
                    throw new Error('Unclosed template expression');
                expressionCount++;
                if (expressionCount > MAX_TEMPLATE_EXPRESSIONS) {
                    throw new Error(`Template contains too many expressions (max ${MAX_TEMPLATE_EXPRESSIONS})`);
                }
                const expr = template.slice(i + 1, end);
                const operator = this.getOperator(expr);
                const exploded = expr.includes('*');
                const names = this.getNames(expr);
                const name = names[0];
                // Validate variable name length
                for (const name of names) {
                    UriTemplate.validateLength(name, MAX_VARIABLE_LENGTH, 'Variable name');
                }
                parts.push({ name, operator, names, exploded });
                i = end + 1;
            }
            else {
                currentText += template[i];
                i++;
            }
        }
        if (currentText) {
            parts.push(currentText);
        }
        return parts;
    }
    getOperator(expr) {
        const operators = ['+', '#', '.', '/', '?', '&'];
        return operators.find(op => expr.startsWith(op)) || '';
    }
    getNames(expr) {
        const operator = this.getOperator(expr);
        return expr
            .slice(operator.length)
            .split(',')
            .map(name => name.replace('*', '').trim())
            .filter(name => name.length > 0);
    }
    encodeValue(value, operator) {
        UriTemplate.validateLength(value, MAX_VARIABLE_LENGTH, 'Variable value');
        if (operator === '+' || operator === '#') {
            return encodeURI(value);
        }
        return encodeURIComponent(value);
    }
    expandPart(part, variables) {
        if (part.operator === '?' || part.operator === '&') {
            const pairs = part.names
                .map(name => {
                const value = variables[name];
                if (value === undefined)
                    return '';
                const encoded = Array.isArray(value)
                    ? value.map(v => this.encodeValue(v, part.operator)).join(',')
                    : this.encodeValue(value.toString(), part.operator);
                return `${name}=${encoded}`;
            })
                .filter(pair => pair.length > 0);
            if (pairs.length === 0)
                return '';
            const separator = part.operator === '?' ? '?' : '&';
            return separator + pairs.join('&');
        }
        if (part.names.length > 1) {
            const values = part.names.map(name => variables[name]).filter(v => v !== undefined);
            if (values.length === 0)
                return '';
            return values.map(v => (Array.isArray(v) ? v[0] : v)).join(',');
        }
        const value = variables[part.name];
        if (value === undefined)
            return '';
        const values = Array.isArray(value) ? value : [value];
        const encoded = values.map(v => this.encodeValue(v, part.operator));
        switch (part.operator) {
            case '':
                return encoded.join(',');
            case '+':
                return encoded.join(',');
            case '#':
                return '#' + encoded.join(',');
            case '.':
                return '.' + encoded.join('.');
            case '/':
                return '/' + encoded.join('/');
            default:
                return encoded.join(',');
        }
    }
    expand(variables) {
        let result = '';
        let hasQueryParam = false;
        for (const part of this.parts) {
            if (typeof part === 'string') {
                result += part;
                continue;
            }
            const expanded = this.expandPart(part, variables);
            if (!expanded)
                continue;
            // Convert ? to & if we already have a query parameter
            if ((part.operator === '?' || part.operator === '&') && hasQueryParam) {
                result += expanded.replace('?', '&');
            }
            else {
                result += expanded;
            }
            if (part.operator === '?' || part.operator === '&') {
                hasQueryParam = true;
            }
        }
        return result;
    }
    escapeRegExp(str) {
        return str.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    partToRegExp(part) {
        const patterns = [];
        // Validate variable name length for matching
        for (const name of part.names) {
            UriTemplate.validateLength(name, MAX_VARIABLE_LENGTH, 'Variable name');
        }
        if (part.operator === '?' || part.operator === '&') {
            for (let i = 0; i < part.names.length; i++) {
                const name = part.names[i];
                const prefix = i === 0 ? '\\' + part.operator : '&';
                patterns.push({
                    pattern: prefix + this.escapeRegExp(name) + '=([^&]+)',
                    name
                });
            }
            return patterns;
        }
        let pattern;
        const name = part.name;
        switch (part.operator) {
            case '':
                pattern = part.exploded ? '([^/,]+(?:,[^/,]+)*)' : '([^/,]+)';
                break;
            case '+':
            case '#':
                pattern = '(.+)';
                break;
            case '.':
                pattern = '\\.([^/,]+)';
                break;
            case '/':
                pattern = '/' + (part.exploded ? '([^/,]+(?:,[^/,]+)*)' : '([^/,]+)');
                break;
            default:
                pattern = '([^/]+)';
        }
        patterns.push({ pattern, name });
        return patterns;
    }
    match(uri) {
        UriTemplate.validateLength(uri, MAX_TEMPLATE_LENGTH, 'URI');
        let pattern = '^';
        const names = [];
        for (const part of this.parts) {
            if (typeof part === 'string') {
                pattern += this.escapeRegExp(part);
            }
            else {
                const patterns = this.partToRegExp(part);
                for (const { pattern: partPattern, name } of patterns) {
                    pattern += partPattern;
                    names.push({ name, exploded: part.exploded });
                }
            }
        }
        pattern += '$';
        UriTemplate.validateLength(pattern, MAX_REGEX_LENGTH, 'Generated regex pattern');
        const regex = new RegExp(pattern);
        const match = uri.match(regex);
        if (!match)
            return null;
        const result = {};
        for (let i = 0; i < names.length; i++) {
            const { name, exploded } = names[i];
            const value = match[i + 1];
            const cleanName = name.replace('*', '');
            if (exploded && value.includes(',')) {
                result[cleanName] = value.split(',');
            }
            else {
                result[cleanName] = value;
            }
        }
        return result;
    }
}
//# sourceMappingURL=uriTemplate.js.map

/***/ })

};

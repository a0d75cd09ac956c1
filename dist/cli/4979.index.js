export const id = 4979;
export const ids = [4979,4605];
export const modules = {

/***/ 46171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   STATUS_ITEMS: () => (/* binding */ STATUS_ITEMS),
/* harmony export */   statusCommand: () => (/* binding */ statusCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _gateway_config_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62757);
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48051);
/* harmony import */ var _core_approval_review_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(29519);
/* harmony import */ var _core_identity_identity_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62878);
/* harmony import */ var _core_approval_instructions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76826);
/* harmony import */ var _render_instructions_view_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(60637);
/* harmony import */ var _render_text_delta_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(92234);
/* harmony import */ var _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55135);
/* harmony import */ var _core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(12998);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(97336);
/* harmony import */ var _guard_store_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1836);
/* harmony import */ var _gateway_ownership_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(93747);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(70893);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(77593);
/* harmony import */ var _specs_store_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(89604);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(71604);
/* harmony import */ var _identity_hooks_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(54017);
/* harmony import */ var _approve_commands_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(49382);
/* harmony import */ var _approve_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(18776);
/* harmony import */ var _core_approval_source_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(61114);
// `mcp-contract status`: what the guard holds, one screen per server (issue 51): its counts, the held code, each kind's
// counts with its held items grouped under it, and one command approving the server's upgrade. --verbose lists every
// item with its before/after and its own approve command; --all adds the approved ones.























/** Held items listed per server without --verbose; the rest are counted (a screen holds about 40 lines). */
const STATUS_ITEMS = 20;
/** The server name the store's commands take: its own, unless that names another file (then the file's). */
function serverArg(path, store) {
    return (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeFile */ .u_)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), store.server) === path ? store.server : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path, '.json');
}
/** The command approving a held record, or '' when there is nothing to approve (approved, or no longer served). */
function approveLine(r, dir, server) {
    if (r.state === 'approved' || r.state === 'missing' || !r.live)
        return '';
    return (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .approveRefCommand */ .mg)(dir, server, r.ref) ?? '(the name holds invisible or control characters; --all-held approves it after review)';
}
/** A deprecated capability's way on: approving the successor its notice names records the rebind to it. */
function successorLines(store, r, dir, server) {
    return (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_3__/* .heldSuccessors */ .VA)(store, r).map((s) => `deprecated in favour of ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(s, 200)}; to move to it, after review: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .approveRefCommand */ .mg)(dir, server, s) ?? `${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .statusCommandLine */ .S1)(dir, server, true)} (the name holds invisible or control characters)`} (records the rebind)`);
}
/** One record in one line: state, ref, its rule ids (or why it is held), its scope and a successor's rebind. */
function recordLine(store, r, dir, server) {
    const rules = [...new Set((r.changes ?? []).map((c) => c.rule))];
    const why = rules.length > 0 ? rules.join(', ') : r.reason && r.state !== 'approved' ? (0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(r.reason, 160) : '';
    const scope = r.approval?.scope ? `scope ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(JSON.stringify(r.approval.scope), 200)}` : '';
    return [`    ${r.state.toUpperCase().padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(r.ref, 200)}`, why, scope, ...successorLines(store, r, dir, server)].filter((x) => x !== '').join('  ');
}
/** --verbose: the record with each change's before/after, then its own command. */
function verboseLines(store, r, dir, server) {
    const command = approveLine(r, dir, server);
    return [...(0,_approve_js__WEBPACK_IMPORTED_MODULE_20__.renderRecord)(r), ...(command ? [`      approve after review: ${command}`] : []), ...successorLines(store, r, dir, server).map((l) => `      ${l}`)];
}
const STATE_WORDS = [
    ['stale', 'changed'],
    ['review_required', 'new'],
    ['rejected', 'rejected'],
    ['missing', 'missing'],
    ['approved', 'approved'],
];
/** `tools: 11 changed, 3 new, 2 approved`: one kind's counts, the states it has. */
function kindCounts(kind, records) {
    const parts = STATE_WORDS.map(([state, word]) => [records.filter((r) => r.state === state).length, word]).filter(([n]) => n > 0);
    return `  ${_core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_8__/* .KIND_LABEL */ .CF[kind]}s: ${parts.map(([n, w]) => `${n} ${w}`).join(', ')}`;
}
/** Per kind: its counts, then (up to the screen's budget) its held items, or with --all every item. */
function groupedLines(store, records, all, dir, server) {
    const out = [];
    let listed = 0;
    let unlisted = 0;
    for (const kind of _core_shared_model_js__WEBPACK_IMPORTED_MODULE_11__/* .KINDS */ .GW) {
        const mine = records.filter((r) => (0,_core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_9__/* .kindOfRef */ .Ly)(r.ref) === kind);
        if (mine.length === 0 || (!all && mine.every((r) => r.state === 'approved')))
            continue;
        out.push(kindCounts(kind, mine));
        // Held first (what a person decides), then what else --all asks for; missing ones only with --all (a removed
        // resource list of a hundred is a count, not a screen).
        const shown = mine.filter((r) => (all ? true : r.state === 'stale' || r.state === 'review_required')).sort((a, b) => order(a) - order(b));
        for (const r of shown) {
            if (!all && listed >= STATUS_ITEMS) {
                unlisted++;
                continue;
            }
            out.push(recordLine(store, r, dir, server));
            listed++;
        }
    }
    if (unlisted > 0)
        out.push(`  \u2026 and ${unlisted} more held (${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .statusCommandLine */ .S1)(dir, server, true)} lists every one)`);
    return out;
}
/** Held instructions in one line: what their words changed (--verbose shows both texts whole). */
function instructionsLine(store) {
    const ins = store.instructions;
    if (ins?.state !== 'held' || !ins.live)
        return [];
    const before = (0,_core_approval_instructions_js__WEBPACK_IMPORTED_MODULE_6__/* .approvedInstructionsText */ .mc)(ins);
    const delta = before === undefined ? undefined : (0,_render_text_delta_js__WEBPACK_IMPORTED_MODULE_21__/* .textDelta */ .Wm)(before, ins.live.text);
    const words = delta ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(delta.removed || '(nothing)', 120)} -> ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(delta.added || '(nothing)', 120)}` : `new: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(ins.live.text, 200)}`;
    return [`  ${'INSTRUCTIONS'.padEnd(16)}held (model-visible text): ${words}`];
}
const order = (r) => STATE_WORDS.findIndex(([s]) => s === r.state);
/** The one command that approves this server's upgrade: the held code (once what it serves was read) and the held items. */
function approveAllLine(store, dir, server) {
    const held = (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_4__/* .heldForReview */ .rZ)(store).length;
    const text = store.instructions?.state === 'held' && store.instructions.live !== undefined;
    const id = store.identity;
    const code = id?.state === 'held';
    const read = code && id.live !== undefined && id.surfaceRead === (0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_5__/* .codeKey */ .DQ)(id.live);
    if (code && !read)
        return [
            `  what the new code serves is not read yet: the guard reads it (starting the code alone, serving nothing) when a client next connects; then status shows its changes`,
            `  to approve the code alone instead: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .approveIdentityCommand */ .Tn)(dir, server)}`,
        ];
    if (held === 0 && !code && !text)
        return [];
    const caps = code ? (held === 0 ? '' : `${held === 1 ? 'the one capability' : `the ${held} capabilities`} it changes`) : held === 0 ? '' : held === 1 ? 'the one held capability' : `all ${held} held`;
    const parts = [...(code ? [held === 0 && !text ? 'the new code (it serves the approved capabilities unchanged)' : 'the new code'] : []), ...(text ? ['its new instructions'] : []), ...(caps ? [caps] : [])];
    const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
    return [`  ${what}, after review: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .approveAllHeldCommand */ .p3)(dir, server)}`];
}
/**
 * One store as status shows it: its counts, the held code, each kind's counts with its held items, then the one
 * command approving it all. --verbose adds the identity, the axes and every record with its before/after.
 */
async function storeStatus(path, opts, io) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path);
    const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeKey */ .LN)(dir);
    const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .readStoreFile */ .Oq)(path, key, (line) => io.stderr(`mcp-contract status: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(line, 500)}\n`));
    const server = serverArg(path, store);
    const records = Object.values(store.capabilities);
    const count = (s) => records.filter((r) => r.state === s).length;
    // What this gateway member owns that another member claims too: the gateway holds it for both.
    const neighbours = await (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_13__/* .neighboursOf */ .YV)(path, () => undefined);
    const clashes = neighbours ? records.filter(_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_13__/* .owns */ .S4).flatMap((r) => (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_13__/* .collisionOf */ .OD)(r.ref, neighbours.self, neighbours.others) ?? []) : [];
    const identityHeld = store.identity?.state === 'held';
    // A dual-era upstream's other era has a store of its own beside the guard's: its header says which era.
    const era = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_11__/* .PROTOCOL_ERAS */ .d4.find((e) => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .eraStorePath */ .hu)((0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeFile */ .u_)(dir, store.server), e) === path);
    const shown = opts.all ? records : records.filter((r) => r.state !== 'approved');
    const out = [
        `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(store.server, 100)} (surface ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(store.surface, 60)}${era ? `, protocolEra ${era}` : ''}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing${identityHeld ? ', code held' : ''}`,
        ...sourceLines(store),
        ...(opts.verbose ? (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_18__/* .identityStatusLines */ .IN)(store, (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .approveIdentityCommand */ .Tn)(dir, server)) : identityHeld ? [`  ${'CODE HELD'.padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(store.identity?.reason ?? 'the code is not the approved code', 300)}`] : []),
        ...(opts.verbose ? (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_18__/* .statusAxesLines */ .x8)(store) : []),
        ...(opts.verbose ? (0,_render_instructions_view_js__WEBPACK_IMPORTED_MODULE_7__/* .instructionsLines */ .B)(store, '  ') : instructionsLine(store)),
        ...clashes.map((c) => `  ${'COLLISION'.padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(c, 400)}`),
        ...(opts.verbose ? shown.flatMap((r) => verboseLines(store, r, dir, server)) : groupedLines(store, records, opts.all, dir, server)),
        ...approveAllLine(store, dir, server),
    ];
    // A held rename: approving it rebinds the guard's decision, and this carries the user's client rules with it.
    const rename = records.some((r) => r.state !== 'approved' && r.live && (r.changes ?? []).some((c) => c.action === 'manual_rebind'));
    const carry = rename ? (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .consentCommandLine */ .yq)(dir, server) : undefined;
    if (carry)
        out.push(`  after approving a rename, carry your client rules to the new name: ${carry}`);
    if (!opts.verbose && shown.some((r) => (r.changes ?? []).length > 0 || r.state === 'missing'))
        out.push(`  each item with its before/after and its own approve command: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_19__/* .statusCommandLine */ .S1)(dir, server, true)}`);
    if (!opts.all && count('approved') > 0)
        out.push(`  (${count('approved')} approved not shown; --all shows them)`);
    return { store, text: `${out.join('\n')}\n` };
}
/**
 * Where the approvals came from (issue 54 item 5): the baseline's source (a verified signed release, or a first-use
 * snapshot) with how many approved capabilities it covers, a person's approvals, the policy's follows; and a newer
 * verified release the guard found listed, which it does not approve by itself.
 */
function sourceLines(store) {
    const s = (0,_core_approval_source_js__WEBPACK_IMPORTED_MODULE_22__/* .summarizeSources */ .Cm)(store);
    const person = s.byPerson === 0 ? '0 by a person' : `${s.byPerson} by a person (latest ${s.lastPerson?.who ? `by ${s.lastPerson.who} ` : ''}at ${s.lastPerson?.at})`;
    const newer = (0,_core_approval_source_js__WEBPACK_IMPORTED_MODULE_22__/* .newerWords */ .fO)(store.source);
    return [
        `  ${'APPROVED FROM'.padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(`${s.fromBaseline} from ${(0,_core_approval_source_js__WEBPACK_IMPORTED_MODULE_22__/* .baselineWords */ .v8)(s.baseline)}; ${person}; ${s.followed} followed by the change policy`, 800)}`,
        ...(newer ? [`  ${'NEWER RELEASE'.padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(newer, 600)}`] : []),
    ];
}
/** The store as JSON, with its approvals counted by source beside it. */
function jsonOf(store) {
    return { ...store, approvalSources: (0,_core_approval_source_js__WEBPACK_IMPORTED_MODULE_22__/* .summarizeSources */ .Cm)(store) };
}
const RENDER = {
    text: (shown) => shown.map((s) => s.text).join('\n'),
    json: (shown) => `${JSON.stringify(shown.length === 1 ? jsonOf(shown[0].store) : shown.map((s) => jsonOf(s.store)), null, 2)}\n`,
};
/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
/**
 * `--config FILE`: the store files of that gateway config's servers (or of `--server`, which must be one of them).
 * A config whose servers the store does not hold yet says so in one line: the gateway has not run on it.
 */
function configFiles(file, server, dir, io) {
    const names = (0,_gateway_config_file_js__WEBPACK_IMPORTED_MODULE_2__.readGatewayFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, file), file, undefined, (0,_io_js__WEBPACK_IMPORTED_MODULE_17__/* .homeOf */ .lt)(io)).servers.map((s) => s.name);
    const shown = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(file, 200);
    if (server !== undefined && !names.includes(server))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`mcp-contract status: --server ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_14__/* .cleanTerminal */ .m)(server, 100)} is not a server of ${shown} (${names.join(', ') || 'it has none'})`);
    const files = (server !== undefined ? [server] : names).map((n) => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeFile */ .u_)(dir, n)).filter((f) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f));
    if (files.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .UsageError */ .eb(`mcp-contract status: no server of ${shown} is in the guard store ${dir} yet (start the gateway: mcp-contract guard --config ${shown}; or pass --store DIR)`);
    return files;
}
async function statusCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .parseCommand */ .RM)(_specs_store_js__WEBPACK_IMPORTED_MODULE_16__/* .STATUS */ .XQ, args);
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
    const config = (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'config');
    const files = config !== undefined
        ? configFiles(config, (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'server'), dir, io)
        : (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'server')
            ? [(0,_approve_js__WEBPACK_IMPORTED_MODULE_20__.locate)('status', (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'server'), io)]
            : (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeFiles */ .Tr)(dir).length > 1
                ? (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_12__/* .storeFiles */ .Tr)(dir)
                : [(0,_approve_js__WEBPACK_IMPORTED_MODULE_20__.locate)('status', (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .str */ .gx)(p, 'store'), undefined, io)];
    const shown = [];
    for (const f of files)
        shown.push(await storeStatus(f, { all: (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .flag */ .Jt)(p, 'all'), verbose: (0,_args_js__WEBPACK_IMPORTED_MODULE_15__/* .flag */ .Jt)(p, 'verbose') }, io));
    io.stdout(RENDER[p.format](shown));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 61114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ summarizeSources),
/* harmony export */   Ni: () => (/* binding */ nextSource),
/* harmony export */   fO: () => (/* binding */ newerWords),
/* harmony export */   v8: () => (/* binding */ baselineWords)
/* harmony export */ });
// Where a server's approvals came from (issue 54 item 5): the guard's baseline (a verified signed release, or a
// snapshot captured from the server itself, which is trust on first use), a person's `approve`, or a policy's
// `follow`. The baseline's source is written into the store and signed with it (guard/store.ts), so editing the file
// cannot turn a first-use snapshot into a "signed release". Pure: the guard and status feed it the store and `now`.
/**
 * The source a guard starting now records: a first-use snapshot keeps the date it was first used. A signed release is
 * this start's verification whole (a newer release found by an earlier start and not found now is not carried).
 */
function nextSource(previous, current) {
    if (current.kind === 'first-use' && previous?.kind === 'first-use' && previous.snapshot === current.snapshot)
        return { ...current, since: previous.since };
    return current;
}
function summarizeSources(store) {
    const out = { fromBaseline: 0, byPerson: 0, followed: 0, ...(store.source ? { baseline: store.source } : {}) };
    for (const r of Object.values(store.capabilities)) {
        if (r.state !== 'approved')
            continue;
        if (!r.approval)
            out.fromBaseline++;
        else if (r.approval.by === 'follow')
            out.followed++;
        else {
            out.byPerson++;
            if (!out.lastPerson || r.approval.at > out.lastPerson.at)
                out.lastPerson = { at: r.approval.at, ...(r.approval.who ? { who: r.approval.who } : {}) };
        }
    }
    return out;
}
/** The baseline in words (plain text: callers escape it for their medium). */
function baselineWords(source) {
    if (!source)
        return 'a source not recorded (a store written before sources were recorded, or a source written without the store key, which is ignored)';
    if (source.kind === 'refused-release')
        return `a signed release that did not verify, so nothing: ${source.release} (${source.reason}; checked ${source.at})`;
    if (source.kind === 'first-use')
        return `first use: the approved snapshot ${source.snapshot}, captured from the server and signed by nobody (used since ${source.since})`;
    return `a verified signed release: ${source.release} from ${source.registry}, signed by ${source.signer}, statement ${source.statementDigest.slice(0, 19)}\u2026 (verified ${source.verifiedAt})`;
}
/** "a newer verified release ... is listed" when there is one. */
function newerWords(source) {
    if (source?.kind !== 'signed-release' || !source.newer)
        return undefined;
    const n = source.newer;
    return `a newer release, ${n.version}, is listed and its statement verified (signed by ${n.signer}, statement ${n.statementDigest.slice(0, 19)}\u2026, checked ${n.checkedAt}); the guard serves ${source.release.slice(source.release.lastIndexOf('@') + 1)} and does not approve it by itself`;
}


/***/ }),

/***/ 47067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A6: () => (/* binding */ registryRefOf),
/* harmony export */   Z7: () => (/* binding */ REGISTRY_PREFIX),
/* harmony export */   kN: () => (/* binding */ REGISTRY_REF),
/* harmony export */   tV: () => (/* binding */ releaseBundleOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// A server's approvals from a registry release (`approved: "registry:NAME@VERSION"`, `releaseBundle`), read apart
// from the rest of the gateway's file: the single guard reads them before it starts its upstream, and must not load
// the gateway's profiles (and their schema compiler) to do it.

const REGISTRY_PREFIX = 'registry:';
/** The config schema's pattern for `approved`. */
const REGISTRY_REF = /^registry:[A-Za-z0-9.-]+\/[A-Za-z0-9._-]+@[^@\s]+$/;
/** NAME@VERSION of a server's `approved: "registry:NAME@VERSION"`, or undefined. */
function registryRefOf(approved) {
    return approved?.startsWith(REGISTRY_PREFIX) ? approved.slice(REGISTRY_PREFIX.length) : undefined;
}
/** A server's `releaseBundle`, resolved against the config's directory. */
function releaseBundleOf(t) {
    return t.server.releaseBundle === undefined ? undefined : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(t.baseDir, t.server.releaseBundle);
}


/***/ }),

/***/ 44605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U2: () => (/* binding */ serversOf),
/* harmony export */   by: () => (/* binding */ CLIENT_LABEL),
/* harmony export */   fe: () => (/* binding */ clientOf)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _jsonc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69970);


const CLIENT_LABEL = {
    'claude-desktop': 'Claude Desktop',
    vscode: 'VS Code',
    cursor: 'Cursor',
    'claude-code': 'project .mcp.json',
    'mcp-contract': 'mcp-contract',
    'mcp-servers': 'mcpServers file',
};
/** Which client wrote a file, from its name and place (then its content, for files given by path). */
function clientOf(path, value) {
    const parts = path.replace(/\\/g, '/').split('/');
    const base = parts[parts.length - 1] ?? '';
    const parent = parts[parts.length - 2] ?? '';
    if (base === 'claude_desktop_config.json')
        return 'claude-desktop';
    if (base === 'mcp-contract.json')
        return 'mcp-contract';
    if (base === '.mcp.json')
        return 'claude-code';
    if (base === 'mcp.json' && parent === '.cursor')
        return 'cursor';
    if (base === 'mcp.json' && (parent === '.vscode' || parent === 'User'))
        return 'vscode';
    const obj = isObject(value) ? value : {};
    if (isObject(obj.mcpServers))
        return 'mcp-servers';
    if (isObject(obj.servers))
        return 'vscode';
    return 'mcp-servers';
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function strings(v, at, where) {
    if (v === undefined)
        return [];
    if (!Array.isArray(v))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an array of strings`);
    return v.map((x, i) => {
        if (typeof x !== 'string')
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}/${i}: expected a string`);
        return { value: x, pointer: `${at}/${i}` };
    });
}
function map(v, at, where) {
    if (v === undefined)
        return [];
    if (!isObject(v))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an object of strings`);
    // Numbers and booleans are legal env values in some clients; they are never secrets worth a finding.
    return Object.entries(v)
        .filter(([, x]) => typeof x === 'string')
        .map(([key, x]) => ({ key, value: x, pointer: `${at}${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([key])}` }));
}
function one(v, at, where) {
    if (v === undefined)
        return undefined;
    if (typeof v !== 'string')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected a string`);
    return { value: v, pointer: at };
}
/** The client formats: `mcpServers` (Claude Desktop, Cursor, .mcp.json) or `servers` (VS Code), same fields. */
function clientServers(root, key, where) {
    const servers = root[key];
    if (servers === undefined)
        return [];
    if (!isObject(servers))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /${key}: expected an object`);
    return Object.entries(servers).map(([name, raw]) => {
        const at = `/${key}${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([name])}`;
        if (!isObject(raw))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an object`);
        const url = one(raw.url ?? raw.serverUrl, raw.url !== undefined ? `${at}/url` : `${at}/serverUrl`, where);
        return {
            name,
            pointer: at,
            command: one(raw.command, `${at}/command`, where),
            args: strings(raw.args, `${at}/args`, where),
            env: map(raw.env, `${at}/env`, where),
            url: url ? [url] : [],
            headers: map(raw.headers, `${at}/headers`, where),
        };
    });
}
/** mcp-contract.json: the launch of each server, its start command and every surface's extras. */
function contractServers(root, where) {
    const servers = root.servers;
    if (servers === undefined)
        return [];
    if (!isObject(servers))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /servers: expected an object`);
    return Object.entries(servers).map(([name, raw]) => {
        const at = `/servers${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([name])}`;
        if (!isObject(raw))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${at}: expected an object`);
        const start = isObject(raw.start) ? raw.start : undefined;
        const out = {
            name,
            pointer: at,
            command: one(raw.command, `${at}/command`, where) ?? (start ? one(start.command, `${at}/start/command`, where) : undefined),
            args: raw.command !== undefined ? strings(raw.args, `${at}/args`, where) : start ? strings(start.args, `${at}/start/args`, where) : [],
            env: [...map(raw.env, `${at}/env`, where), ...(start ? map(start.env, `${at}/start/env`, where) : [])],
            url: [one(raw.url, `${at}/url`, where)].filter((x) => x !== undefined),
            headers: map(raw.headers, `${at}/headers`, where),
            canaries: Array.isArray(raw.canaries) ? raw.canaries.length : 0,
            snapshot: typeof raw.snapshot === 'string' ? raw.snapshot : `snapshots/${name}.json`,
        };
        if (isObject(raw.surfaces)) {
            for (const [s, surface] of Object.entries(raw.surfaces)) {
                if (!isObject(surface))
                    continue;
                const sat = `${at}/surfaces${(0,_jsonc_js__WEBPACK_IMPORTED_MODULE_1__/* .pointerOf */ .rq)([s])}`;
                out.args.push(...strings(surface.args, `${sat}/args`, where));
                out.env.push(...map(surface.env, `${sat}/env`, where));
                out.headers.push(...map(surface.headers, `${sat}/headers`, where));
                const u = one(surface.url, `${sat}/url`, where);
                if (u)
                    out.url.push(u);
            }
        }
        return out;
    });
}
function serversOf(client, root, where) {
    if (!isObject(root))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: /: expected a JSON object`);
    if (client === 'mcp-contract')
        return contractServers(root, where);
    if (client === 'vscode')
        return clientServers(root, 'servers', where);
    return clientServers(root, 'mcpServers', where);
}


/***/ }),

/***/ 69970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aJ: () => (/* binding */ JsoncError),
/* harmony export */   pX: () => (/* binding */ parseJsonc),
/* harmony export */   rq: () => (/* binding */ pointerOf)
/* harmony export */ });
/* unused harmony export JSONC_LIMITS */
class JsoncError extends Error {
    position;
    constructor(message, position) {
        super(message);
        this.position = position;
    }
}
function pointerOf(parts) {
    return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
/** Limits that keep a hostile file from exhausting the stack or memory; a real client config is far inside them. */
const JSONC_LIMITS = { depth: 128, values: 50_000 };
function parseJsonc(text, limits = JSONC_LIMITS) {
    const parser = new JsoncParser(text, limits);
    const root = parser.value('', 0);
    parser.skip();
    if (!parser.done())
        parser.fail('unexpected text after the JSON value');
    const positions = parser.positions;
    return {
        value: root,
        locate(pointer) {
            let p = pointer;
            for (;;) {
                const hit = positions.get(p);
                if (hit)
                    return hit;
                if (p === '')
                    return { line: 1, column: 1 };
                p = p.slice(0, p.lastIndexOf('/'));
            }
        },
    };
}
/** A recursive-descent reader that records where each value starts (by JSON pointer) as it goes. */
class JsoncParser {
    text;
    limits;
    i = 0;
    line = 1;
    col = 1;
    positions = new Map();
    constructor(text, limits) {
        this.text = text;
        this.limits = limits;
    }
    done() {
        return this.i >= this.text.length;
    }
    here() {
        return { line: this.line, column: this.col };
    }
    fail(what) {
        throw new JsoncError(`${what} at line ${this.line}, column ${this.col}`, this.here());
    }
    advance() {
        const c = this.text[this.i++];
        if (c === '\n') {
            this.line++;
            this.col = 1;
        }
        else
            this.col++;
        return c;
    }
    skip() {
        const t = this.text;
        for (;;) {
            const c = t[this.i];
            if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF')
                this.advance();
            else if (c === '/' && t[this.i + 1] === '/')
                while (!this.done() && t[this.i] !== '\n')
                    this.advance();
            else if (c === '/' && t[this.i + 1] === '*') {
                this.advance();
                this.advance();
                while (!this.done() && !(t[this.i] === '*' && t[this.i + 1] === '/'))
                    this.advance();
                if (this.done())
                    this.fail('unterminated comment');
                this.advance();
                this.advance();
            }
            else
                return;
        }
    }
    str() {
        const start = this.i;
        this.advance();
        while (!this.done() && this.text[this.i] !== '"') {
            if (this.text[this.i] === '\\')
                this.advance();
            if (this.text[this.i] === '\n')
                this.fail('line break in a string');
            this.advance();
        }
        if (this.done())
            this.fail('unterminated string');
        this.advance();
        try {
            return JSON.parse(this.text.slice(start, this.i));
        }
        catch {
            return this.fail('invalid string escape');
        }
    }
    value(path, depth) {
        this.skip();
        // Checked before descending: a 200,000-deep file is one clear line, never a stack overflow.
        if (depth > this.limits.depth)
            this.fail(`nesting deeper than ${this.limits.depth} levels`);
        if (this.positions.size >= this.limits.values)
            this.fail(`more than ${this.limits.values} values`);
        this.positions.set(path, this.here());
        const c = this.text[this.i];
        if (c === '{')
            return this.object(path, depth);
        if (c === '[')
            return this.array(path, depth);
        if (c === '"')
            return this.str();
        const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.i, this.i + 64));
        if (!m)
            return this.fail(this.done() ? 'unexpected end of input' : `unexpected "${c}"`);
        for (let k = 0; k < m[0].length; k++)
            this.advance();
        return JSON.parse(m[0]);
    }
    object(path, depth) {
        this.advance();
        const out = {};
        this.skip();
        while (this.text[this.i] !== '}') {
            if (this.text[this.i] !== '"')
                this.fail('expected a property name');
            const keyPos = this.here();
            const key = this.str();
            this.skip();
            if (this.text[this.i] !== ':')
                this.fail('expected ":"');
            this.advance();
            const child = `${path}${pointerOf([key])}`;
            // An own property even for "__proto__", as JSON.parse makes it: assignment would set the prototype instead.
            Object.defineProperty(out, key, { value: this.value(child, depth + 1), enumerable: true, writable: true, configurable: true });
            // Point at the key, which is where a reader looks for a property.
            this.positions.set(child, keyPos);
            this.skip();
            if (this.text[this.i] === ',') {
                this.advance();
                this.skip();
            }
            else if (this.text[this.i] !== '}')
                this.fail('expected "," or "}"');
        }
        this.advance();
        return out;
    }
    array(path, depth) {
        this.advance();
        const out = [];
        this.skip();
        while (this.text[this.i] !== ']') {
            out.push(this.value(`${path}/${out.length}`, depth + 1));
            this.skip();
            if (this.text[this.i] === ',') {
                this.advance();
                this.skip();
            }
            else if (this.text[this.i] !== ']')
                this.fail('expected "," or "]"');
        }
        this.advance();
        return out;
    }
}


/***/ }),

/***/ 29555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ DEFAULT_CONFIG)
/* harmony export */ });
// The config file's default name, apart from its reader (config-file.ts): naming it loads none of the config's
// validator, which only the commands that read a config load (issue 55: a diff of two files never does).
const DEFAULT_CONFIG = 'mcp-contract.json';


/***/ })

};

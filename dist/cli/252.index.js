export const id = 252;
export const ids = [252];
export const modules = {

/***/ 6604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DM),
/* harmony export */   DP: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.DP),
/* harmony export */   E$: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.E$),
/* harmony export */   RA: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.RA),
/* harmony export */   oF: () => (/* reexport safe */ _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__.oF)
/* harmony export */ });
/* harmony import */ var _storage_snapshot_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8804);
// Reading and writing the canonical snapshot file, the same code the CLI's `snapshot` and `diff` run.



/***/ }),

/***/ 6935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ MatchTimeout),
/* harmony export */   g: () => (/* binding */ testBefore)
/* harmony export */ });
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_0__);
// Regular expressions run on server-controlled text under a deadline. The patterns come from the config and from the
// server's own outputSchema; the text from the server. A backtracking pattern (`^(a+)+$` against `a\u2026a!`) can take
// minutes in V8's engine, and a synchronous match blocks the capture's own timer, so each match runs in a vm context
// whose `timeout` interrupts it (V8 checks for interrupts inside the regexp engine) at the canary's deadline.

class MatchTimeout extends Error {
    constructor() {
        super('the regular expression did not finish matching before timeouts.totalMs');
        this.name = 'MatchTimeout';
    }
}
const context = node_vm__WEBPACK_IMPORTED_MODULE_0___default().createContext(Object.create(null));
const script = new (node_vm__WEBPACK_IMPORTED_MODULE_0___default().Script)('re.lastIndex = 0; re.test(text)');
/** `re.test(text)`, abandoned with MatchTimeout once `deadlineAt` (epoch ms) has passed; no deadline, no vm. */
function testBefore(re, text, deadlineAt) {
    if (!Number.isFinite(deadlineAt))
        return re.test(text);
    const budget = Math.ceil(deadlineAt - Date.now());
    if (budget <= 0)
        throw new MatchTimeout();
    const scope = context;
    scope.re = re;
    scope.text = text;
    try {
        return script.runInContext(context, { timeout: budget }) === true;
    }
    catch (e) {
        if (e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            throw new MatchTimeout();
        throw e;
    }
    finally {
        scope.re = undefined;
        scope.text = undefined;
    }
}


/***/ }),

/***/ 8776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   approveCommand: () => (/* binding */ approveCommand),
/* harmony export */   byOption: () => (/* binding */ byOption),
/* harmony export */   expiresOption: () => (/* binding */ expiresOption),
/* harmony export */   rejectCommand: () => (/* binding */ rejectCommand),
/* harmony export */   renderRecord: () => (/* binding */ renderRecord),
/* harmony export */   statusCommand: () => (/* binding */ statusCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8051);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1471);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(893);
/* harmony import */ var _core_approval_review_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9519);
/* harmony import */ var _guard_store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1836);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7336);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7593);
/* harmony import */ var _specs_store_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9604);
/* harmony import */ var _identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4017);
/* harmony import */ var _gateway_ownership_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3747);
/* harmony import */ var _render_approve_view_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2171);
/* harmony import */ var _approve_commands_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9382);
/* harmony import */ var _guard_scope_store_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6361);
/* harmony import */ var _guard_session_file_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3032);
// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.

















/** The store file: `--server NAME`, else the only one in the store directory. */
function locate(command, store, server, io) {
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeDir */ .rT)(store, io.env, io.cwd);
    if (server)
        return (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFile */ .u_)(dir, server);
    const files = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFiles */ .Tr)(dir);
    if (files.length === 1)
        return files[0];
    if (files.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: ${dir} holds several servers (${files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(f, '.json')).join(', ')}); choose one with --server NAME`);
}
/** `tool:x`, or a bare name/URI when exactly one ref has it. */
function resolveRef(store, given) {
    if (store.capabilities[given])
        return given;
    const hits = Object.keys(store.capabilities).filter((r) => r.slice(r.indexOf(':') + 1) === given);
    if (hits.length === 1)
        return hits[0];
    if (hits.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`"${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(given, 100)}" is ambiguous: ${hits.join(', ')}`);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`"${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(given, 100)}" is not in the store (see mcp-contract status)`);
}
function short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
/** One record with its field-level diff, as approve, reject and status show it. */
function renderRecord(r) {
    const lines = [`  ${r.state.toUpperCase().padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.ref, 200)}  ${short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}${r.approval?.session ? '  (this guard process only)' : ''}`];
    if (r.approval?.scope)
        lines.push(`      scope: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(JSON.stringify(r.approval.scope), 400)}`);
    for (const c of r.changes ?? []) {
        lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(c.message, 300)}`);
        if (c.before !== undefined || c.after !== undefined)
            lines.push(`        before: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(c.before), 300)}`, `        after:  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(c.after), 300)}`);
    }
    if (r.reason)
        lines.push(`      ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.reason, 300)}`);
    return lines;
}
/** `--expires`: an ISO date (YYYY-MM-DD, midnight UTC) or date-time with a zone, strictly in the future. */
function expiresOption(raw, now) {
    if (raw === undefined)
        return undefined;
    const parsed = (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_5__/* .parseExpiry */ .rQ)(raw, now);
    if ('error' in parsed)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --expires "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(raw, 60)}": ${parsed.error}`);
    return parsed.at;
}
/** `--by NAME`: who decided, as the audit log records it beside the OS user: one short printable line. */
function byOption(command, raw) {
    if (raw === undefined)
        return undefined;
    if (raw.trim() === '' || raw.length > 100 || !/^[^\p{Cc}\p{Cf}]+$/u.test(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --by: expected a name of 1 to 100 printable characters`);
    return raw;
}
/**
 * Which stores a decision touches: `--server`, the only store, or with `--all` every server of the store directory
 * (the gateway's). A ref written `<server>/<ref>` (as profiles name it) picks its server without `--server`.
 */
function targets(command, p, io) {
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
    const scoped = new Map();
    const plain = [];
    for (const g of p.positionals) {
        const at = g.indexOf('/');
        const server = at > 0 && !g.slice(0, at).includes(':') ? g.slice(0, at) : undefined;
        if (server === undefined)
            plain.push(g);
        else
            scoped.set(server, [...(scoped.get(server) ?? []), g.slice(at + 1)]);
    }
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all') && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --all and --server exclude each other`);
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all') || (scoped.size > 0 && plain.length === 0 && !(0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'))) {
        const files = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all') ? (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFiles */ .Tr)(dir) : [...scoped.keys()].map((s) => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFile */ .u_)(dir, s));
        if (files.length === 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
        const known = new Set((0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFiles */ .Tr)(dir));
        for (const f of files)
            if (!known.has(f))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no server "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(f, '.json'), 100)}" in ${dir} (it has ${(0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFiles */ .Tr)(dir).map((x) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(x, '.json')).join(', ') || 'none'})`);
        // By file, not by the name in it: a server named `a!` has the store a_.json.
        const byFile = new Map([...scoped].map(([server, refs]) => [(0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFile */ .u_)(dir, server), refs]));
        return files.map((path) => ({ path, server: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path, '.json'), given: [...plain, ...(byFile.get(path) ?? [])] }));
    }
    if (scoped.size > 0 && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: a ref written SERVER/REF names its server; drop --server`);
    if (scoped.size > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: write every ref as SERVER/REF, or give plain refs with --server NAME or --all`);
    const path = locate(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'), io);
    return [{ path, server: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path, '.json'), given: plain }];
}
/**
 * With --all a plain ref applies where a store holds it (approve leaves the ones already approved as they are); one
 * that no store has at all is still an error.
 */
function refsOf(store, t, many, undecidedOnly = true) {
    if (!many)
        return t.given.map((g) => resolveRef(store, g));
    return t.given.flatMap((g) => {
        try {
            const ref = resolveRef(store, g);
            return !undecidedOnly || store.capabilities[ref].state !== 'approved' ? [ref] : [];
        }
        catch (e) {
            if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb && /is not in the store/.test(e.message))
                return [];
            throw e;
        }
    });
}
async function decide(command, args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommand */ .RM)(command === 'approve' ? _specs_store_js__WEBPACK_IMPORTED_MODULE_9__/* .APPROVE */ .Ob : _specs_store_js__WEBPACK_IMPORTED_MODULE_9__/* .REJECT */ .yV, args);
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'identity')) {
        // --digest, --expires, --all would not apply to the code's approval: refused by name, not dropped.
        (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .onlyFormOf */ .cD)(_specs_store_js__WEBPACK_IMPORTED_MODULE_9__/* .APPROVE */ .Ob, p, 'identity');
        if (p.positionals.length > 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --identity approves the code the guard last resolved for one server; it takes no refs`);
        return (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__/* .approveIdentity */ .qi)(locate(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'), io), io, p.format, byOption(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'by')));
    }
    const rewordedFlag = command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'reworded');
    if (rewordedFlag && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-safe'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --reworded and --all-safe exclude each other; run them one after the other');
    if (rewordedFlag && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-held'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --reworded and --all-held exclude each other; --all-held takes every held capability');
    if (rewordedFlag && p.positionals.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --reworded takes no refs: it approves every held capability whose only changes are rewordings');
    // A bulk approval (--all-safe or --reworded): the refs come from the store, not the command line.
    const allSafeFlag = (command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-safe')) || rewordedFlag;
    const allHeldFlag = command === 'approve' && bulkHeld(p);
    if (!allSafeFlag && !allHeldFlag && p.positionals.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-held' : ''}`);
    const chosen = targets(command, p, io);
    const many = chosen.length > 1;
    if (many && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --digest binds one capability of one server`);
    const now = io.now();
    const expires = expiresOption((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'expires'), now);
    const by = byOption(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'by'));
    const scopeGiven = command === 'approve' ? scopeOption(p, io.cwd, allSafeFlag || allHeldFlag) : undefined;
    const session = command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'session') ? chosen.map((t) => (0,_guard_session_file_js__WEBPACK_IMPORTED_MODULE_15__/* .runningSession */ .SQ)(t.path)) : undefined;
    const warn = (line) => io.stderr(`mcp-contract ${command}: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(line, 500)}\n`);
    // Every store is read first: what a decision covers is shown, server by server and (for approve) with the whole
    // definition and what check flags in its text, before anything is written. Each approval then binds to the digest
    // shown, so a definition that changed in between is refused rather than approved unseen.
    const plans = [];
    const shown = [];
    const held = new Set();
    for (const t of chosen) {
        const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readStoreFile */ .Oq)(t.path, await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(t.path)), warn);
        if (many && !allSafeFlag && !allHeldFlag)
            for (const g of t.given)
                if (refsOf(store, { ...t, given: [g] }, true, false).length > 0)
                    held.add(g);
        // --reworded: what the held changes call plain rewordings, screened again here: text the risky-text screen flags is never taken.
        const taken = rewordedFlag ? (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .allReworded */ .At)(store).filter((ref) => (0,_render_approve_view_js__WEBPACK_IMPORTED_MODULE_12__/* .textFindings */ .CC)(store.capabilities[ref]).length === 0) : (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .allSafe */ .p2)(store);
        const refs = allSafeFlag ? taken : allHeldFlag ? (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_5__/* .heldForReview */ .rZ)(store) : refsOf(store, t, many, command === 'approve');
        if (refs.length > 1 && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest'))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --digest binds one capability`);
        if (many && refs.length > 0)
            shown.push(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(t.server, 100)}:`);
        // A name or URI template another gateway member owns would be held for both: refused before anything is written.
        const neighbours = command === 'approve' ? await (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .neighboursOf */ .YV)(t.path, warn) : undefined;
        for (const ref of refs) {
            const clash = neighbours && (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .collisionOf */ .OD)(ref, neighbours.self, neighbours.others);
            if (clash)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(clash, 600)}`);
        }
        const records = refs.map((ref) => store.capabilities[ref]);
        if (scopeGiven?.scope)
            for (const r of records)
                if (r.live)
                    (0,_guard_scope_store_js__WEBPACK_IMPORTED_MODULE_14__/* .checkedScope */ .M4)(r, scopeGiven.scope, scopeGiven.label);
        for (const r of records) {
            shown.push(...(command === 'approve' ? (0,_render_approve_view_js__WEBPACK_IMPORTED_MODULE_12__/* .approvalLines */ .Jg)(r, renderRecord(r)) : renderRecord(r)));
            if (scopeGiven)
                shown.push(scopeGiven.scope === null ? '      scope: removed' : `      scope to approve with: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(JSON.stringify(scopeGiven.scope), 400)}`);
        }
        plans.push({ t, refs, seen: records.map((r) => r.live?.digest), findings: records.map((r) => (command === 'approve' ? (0,_render_approve_view_js__WEBPACK_IMPORTED_MODULE_12__/* .textFindings */ .CC)(r) : [])) });
    }
    // With --all, a ref no server holds is refused before any store is written.
    const missing = many && !allSafeFlag && !allHeldFlag ? p.positionals.find((g) => !g.includes('/') && !held.has(g)) : undefined;
    if (missing !== undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(missing, 100)}" is in no server's store (see mcp-contract status)`);
    if (p.format === 'text' && shown.length > 0)
        io.stdout(`${shown.join('\n')}\n`);
    const count = plans.reduce((n, x) => n + x.refs.length, 0);
    if (allHeldFlag && count > 0 && !(0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'yes') && !(await confirmed(count, p.format, io))) {
        io.stderr('mcp-contract approve: nothing approved\n');
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.drift;
    }
    const done = [];
    for (const [n, { t, refs, seen, findings }] of plans.entries()) {
        const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(t.path));
        const bounds = { ...(scopeGiven ? { scope: scopeGiven.scope } : {}), ...(session ? { session: session[n] } : {}) };
        await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .updateStore */ .fF)(t.path, key, () => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readStoreFile */ .Oq)(t.path, key, warn), (store) => {
            refs.forEach((ref, i) => {
                try {
                    const record = command === 'approve' ? (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .approveRecord */ .f8)(store, ref, now, { digest: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest') ?? seen[i], expires, ...bounds }) : (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .rejectRecord */ .jW)(store, ref, now);
                    done.push({ server: t.server, record, findings: findings[i] });
                }
                catch (e) {
                    if (e instanceof _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .DecisionError */ .bW)
                        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: ${many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(t.server, 100)}: ` : ''}${e.message}`);
                    throw e;
                }
            });
            return store;
        }, undefined, { ...(by ? { by } : {}), now: () => now });
    }
    const store = many ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(chosen[0].path) : chosen[0].path;
    const bulk = rewordedFlag ? 'reworded' : allSafeFlag ? 'all-safe' : allHeldFlag ? 'all-held' : undefined;
    io.stdout(DECIDED[p.format]({ decision: command === 'approve' ? 'approved' : 'rejected', store, dir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(chosen[0].path), many, bulk, done }));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
}
/** `--scope FILE|JSON` (or `none`, which removes the scope); a bulk approval takes none. */
function scopeOption(p, cwd, bulk) {
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'scope');
    if (given === undefined)
        return undefined;
    if (bulk)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --scope bounds the refs it names; a bulk approval takes none');
    if (given === 'none')
        return { scope: null, label: '--scope' };
    return (0,_guard_scope_store_js__WEBPACK_IMPORTED_MODULE_14__/* .readScope */ .hx)(given, cwd);
}
/** --all-held, checked against what it cannot be combined with (each refused by name, never dropped). */
function bulkHeld(p) {
    const on = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-held');
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'yes') && !on)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --yes confirms --all-held; a named REF is approved without asking');
    if (!on)
        return false;
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-safe'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --all-held and --all-safe exclude each other');
    if (p.positionals.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --all-held approves every held capability of the server; it takes no refs');
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('mcp-contract approve: --digest binds one capability; --all-held binds each to the digest it shows');
    return true;
}
/**
 * --all-held without --yes: the person says yes on the terminal to what was just shown. Without a terminal (a script,
 * a pipe) or with JSON (nothing shown) there is no one to ask: refused, so a bulk approval is never given unseen.
 */
async function confirmed(count, format, io) {
    const what = `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
    if (format !== 'text')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --all-held --format json shows nothing before it writes; review with mcp-contract status --verbose, then add --yes`);
    const answer = await io.confirm?.(`approve the ${what} shown above? [y/N] `);
    if (answer === undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --all-held would approve the ${what} shown above; add --yes after reviewing them (stdin is no terminal to ask)`);
    return answer;
}
// A rebind is the person's word that the new name replaces the old: said back, so it is never given unseen.
const rebind = (r) => (r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(x, 200)).join(', ')}` : '');
/**
 * After a rebind, the user's own clients still name the old tool: the one command that carries their rules (and the
 * gateway's profiles) across it, per server that got one.
 */
function carryLines(d) {
    if (d.decision !== 'approved')
        return [];
    const servers = [...new Set(d.done.filter(({ record: r }) => r.approval?.rebinds?.length).map(({ server }) => server))];
    return servers.map((server) => {
        const command = (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .consentCommandLine */ .yq)(d.dir, server);
        return command ? `carry your client rules to the new name (a dry run; add --write to apply): ${command}` : `carry your client rules to the new name with mcp-contract consent --from store --to store (the server name holds control characters)`;
    });
}
function decidedText(d) {
    if (d.done.length === 0)
        return d.bulk === 'all-safe' ? 'nothing held has only safe changes\n' : d.bulk === 'all-held' ? 'nothing is held for review\n' : d.bulk === 'reworded' ? 'nothing held has only rewordings that add no cue\n' : '';
    const lines = d.done.map(({ server, record: r }) => `${d.decision} ${d.many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(server, 100)}/` : ''}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}${r.approval?.session ? ' for this guard process only' : ''}${d.decision === 'approved' ? rebind(r) : ''}${r.approval?.scope && d.decision === 'approved' ? ` within scope ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(JSON.stringify(r.approval.scope), 400)}` : ''}`);
    return `${[...lines, `a running guard picks this up from ${d.store}`, ...carryLines(d)].join('\n')}\n`;
}
const DECIDED = {
    text: decidedText,
    json: (d) => `${JSON.stringify({ decision: d.decision, store: d.store, records: d.done.map(({ server, record, findings }) => ({ server, ...record, ...(findings.length > 0 ? { findings } : {}) })) }, null, 2)}\n`,
};
const approveCommand = (args, io) => decide('approve', args, io);
const rejectCommand = (args, io) => decide('reject', args, io);
/** The server name the store's commands take: its own, unless that names another file (then the file's). */
function serverArg(path, store) {
    return (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFile */ .u_)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path), store.server) === path ? store.server : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path, '.json');
}
/** The command approving a held record, or '' when there is nothing to approve (approved, or no longer served). */
function approveLine(r, dir, server) {
    if (r.state === 'approved' || r.state === 'missing' || !r.live)
        return '';
    return (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .approveRefCommand */ .mg)(dir, server, r.ref) ?? '(the name holds invisible or control characters; --all-held approves it after review)';
}
/** A deprecated capability's way on: approving the successor its notice names records the rebind to it. */
function successorLines(store, r, dir, server) {
    return (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .heldSuccessors */ .VA)(store, r).map((s) => `deprecated in favour of ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(s, 200)}; to move to it, after review: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .approveRefCommand */ .mg)(dir, server, s) ?? `${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .statusCommandLine */ .S1)(dir, server, true)} (the name holds invisible or control characters)`} (records the rebind)`);
}
/** One record in one line: state, ref, its rule ids (or why it is held) and, when it can be approved, the command. */
function recordLine(store, r, dir, server) {
    const rules = [...new Set((r.changes ?? []).map((c) => c.rule))];
    const why = rules.length > 0 ? rules.join(', ') : r.reason && r.state !== 'approved' ? (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.reason, 160) : '';
    const scope = r.approval?.scope ? `scope ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(JSON.stringify(r.approval.scope), 200)}` : '';
    return [`  ${r.state.toUpperCase().padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.ref, 200)}`, why, scope, approveLine(r, dir, server), ...successorLines(store, r, dir, server)].filter((x) => x !== '').join('  ');
}
/** --verbose: the record with each change's before/after, then its command. */
function verboseLines(store, r, dir, server) {
    const command = approveLine(r, dir, server);
    return [...renderRecord(r), ...(command ? [`      approve after review: ${command}`] : []), ...successorLines(store, r, dir, server).map((l) => `      ${l}`)];
}
/**
 * One store as status shows it: its counts, then each held record in one line with its rule ids and approve command
 * (all records with --all). --verbose adds the identity, the axes and each change's before/after.
 */
async function storeStatus(path, opts, io) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path);
    const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeKey */ .LN)(dir);
    const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .readStoreFile */ .Oq)(path, key, (line) => io.stderr(`mcp-contract status: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(line, 500)}\n`));
    const server = serverArg(path, store);
    const records = Object.values(store.capabilities);
    const shown = opts.all ? records : records.filter((r) => r.state !== 'approved');
    const count = (s) => records.filter((r) => r.state === s).length;
    // What this gateway member owns that another member claims too: the gateway holds it for both.
    const neighbours = await (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .neighboursOf */ .YV)(path, () => undefined);
    const clashes = neighbours ? records.filter(_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .owns */ .S4).flatMap((r) => (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_11__/* .collisionOf */ .OD)(r.ref, neighbours.self, neighbours.others) ?? []) : [];
    const identityHeld = store.identity?.state === 'held';
    // A dual-era upstream's other era has a store of its own beside the guard's: its header says which era.
    const era = _core_shared_model_js__WEBPACK_IMPORTED_MODULE_7__/* .PROTOCOL_ERAS */ .d4.find((e) => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .eraStorePath */ .hu)((0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFile */ .u_)(dir, store.server), e) === path);
    const out = [
        `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(store.server, 100)} (surface ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(store.surface, 60)}${era ? `, protocolEra ${era}` : ''}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing${identityHeld ? ', code held' : ''}`,
        ...(opts.verbose ? (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__/* .identityStatusLines */ .IN)(store, (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .approveIdentityCommand */ .Tn)(dir, server)) : identityHeld ? [`  ${'CODE HELD'.padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(store.identity?.reason ?? 'the code is not the approved code', 300)}  ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .approveIdentityCommand */ .Tn)(dir, server)}`] : []),
        ...(opts.verbose ? (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__/* .statusAxesLines */ .x8)(store) : []),
        ...clashes.map((c) => `  ${'COLLISION'.padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(c, 400)}`),
        ...shown.flatMap((r) => (opts.verbose ? verboseLines(store, r, dir, server) : [recordLine(store, r, dir, server)])),
    ];
    const held = (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_5__/* .heldForReview */ .rZ)(store).length;
    if (held > 1)
        out.push(`  all ${held} held, after review: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .approveAllHeldCommand */ .p3)(dir, server)}`);
    // A held rename: approving it rebinds the guard's decision, and this carries the user's client rules with it.
    const rename = records.some((r) => r.state !== 'approved' && r.live && (r.changes ?? []).some((c) => c.action === 'manual_rebind'));
    const carry = rename ? (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .consentCommandLine */ .yq)(dir, server) : undefined;
    if (carry)
        out.push(`  after approving a rename, carry your client rules to the new name: ${carry}`);
    if (!opts.verbose && shown.some((r) => (r.changes ?? []).length > 0))
        out.push(`  before/after of each change: ${(0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_13__/* .statusCommandLine */ .S1)(dir, server, true)}`);
    if (!opts.all && count('approved') > 0)
        out.push(`  (${count('approved')} approved not shown; --all shows them)`);
    return { store, text: `${out.join('\n')}\n` };
}
const RENDER = {
    text: (shown) => shown.map((s) => s.text).join('\n'),
    json: (shown) => `${JSON.stringify(shown.length === 1 ? shown[0].store : shown.map((s) => s.store), null, 2)}\n`,
};
/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
async function statusCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .parseCommand */ .RM)(_specs_store_js__WEBPACK_IMPORTED_MODULE_9__/* .STATUS */ .XQ, args);
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
    const files = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server') ? [locate('status', (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'), io)] : (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFiles */ .Tr)(dir).length > 1 ? (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_6__/* .storeFiles */ .Tr)(dir) : [locate('status', (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), undefined, io)];
    const shown = [];
    for (const f of files)
        shown.push(await storeStatus(f, { all: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all'), verbose: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'verbose') }, io));
    io.stdout(RENDER[p.format](shown));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
}


/***/ }),

/***/ 2210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $E: () => (/* binding */ inProfile),
/* harmony export */   EY: () => (/* binding */ parsePattern),
/* harmony export */   Es: () => (/* binding */ parseProfiles),
/* harmony export */   aN: () => (/* binding */ scopeFor),
/* harmony export */   u5: () => (/* binding */ seesServer),
/* harmony export */   y2: () => (/* binding */ ALL)
/* harmony export */ });
/* harmony import */ var _capture_glob_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3826);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7336);
/* harmony import */ var _hosts_profiles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(217);
/* harmony import */ var _guard_scope_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7145);
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
            if (k !== 'include' && k !== 'exclude' && k !== 'host' && k !== 'scopes')
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: unknown field "${k}" (a profile has include, exclude, host and scopes)`);
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
        const scopes = scopesOf(v.scopes, `${at}/scopes`);
        out.set(name, { name, include: list('include'), exclude: list('exclude'), ...(host === undefined ? {} : { host: host }), ...(scopes ? { scopes } : {}) });
    }
    return out;
}
/** `scopes`: pattern -> JSON Schema, each a valid schema over a tool's arguments (narrowing is checked per tool at start). */
function scopesOf(raw, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${at}: expected an object of <server>/tool:<name> patterns to JSON Schemas`);
    return Object.entries(raw).map(([text, scope]) => {
        const where = `${at}/${text.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const pattern = parsePattern(text, where);
        if (pattern.ref !== '*' && !pattern.ref.startsWith('tool:'))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: a scope bounds tool calls; the pattern names no tools`);
        const problem = (0,_guard_scope_js__WEBPACK_IMPORTED_MODULE_3__/* .scopeProblem */ ._x)(scope, undefined);
        if (problem)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${where}: ${problem}`);
        return { pattern, scope: scope };
    });
}
/** The profile's default scope for a call of ref on server (the first pattern that matches), if any. */
function scopeFor(profile, server, ref) {
    if (!ref.startsWith('tool:'))
        return undefined;
    return profile.scopes?.find((s) => matches(s.pattern, server, ref))?.scope;
}
function matches(p, server, ref) {
    return (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server) && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.ref, ref);
}
/**
 * Whether the profile shows anything of this server: an include names it and no exclude takes all of it. A server it
 * does not show sends its host nothing either (instructions, sampling, elicitation, log messages).
 */
function seesServer(profile, server) {
    if (profile.exclude.some((p) => p.ref === '*' && (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server)))
        return false;
    return profile.include.some((p) => (0,_capture_glob_js__WEBPACK_IMPORTED_MODULE_4__/* .globMatch */ .e)(p.server, server));
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

/***/ 7145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FT: () => (/* binding */ argumentsDigest),
/* harmony export */   UK: () => (/* binding */ outputViolationOf),
/* harmony export */   Y3: () => (/* binding */ ruleText),
/* harmony export */   _x: () => (/* binding */ scopeProblem),
/* harmony export */   nl: () => (/* binding */ inertJson),
/* harmony export */   xg: () => (/* binding */ violationOf)
/* harmony export */ });
/* unused harmony export OUTPUT_MATCH_MS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _capture_bounded_match_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6935);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7297);
// Approval scopes and approved output schemas, checked at the call: a scope (`approve --scope`) is a JSON Schema the
// arguments must meet besides the tool's own inputSchema; a result's structuredContent must meet the approved
// outputSchema. Each schema is compiled once per approval (cached by the approval's digest and the schema's text).




/**
 * How long one result's check against its approved outputSchema may spend in `pattern`s: there both the pattern and the
 * text are the server's, and a match that backtracks for minutes would stall every call of the guard (of every member,
 * in the gateway). Past it the result is judged as breaking the schema (`pattern-timeout`).
 */
// One second: wide enough that an honest result on a loaded machine (the deadline is wall time: a descheduled guard
// spends it too) is never refused for it, narrow enough that a hostile one stalls the others for a moment only.
const OUTPUT_MATCH_MS = 1000;
let outputDeadline = Number.POSITIVE_INFINITY;
const boundedRegExp = Object.assign((pattern, flags) => {
    const re = new RegExp(pattern, flags);
    return { test: (text) => (0,_capture_bounded_match_js__WEBPACK_IMPORTED_MODULE_1__/* .testBefore */ .g)(re, text, outputDeadline) };
}, { code: 'boundedRegExp' });
const instances = new Map();
function instance(use) {
    let ajv = instances.get(use);
    // Scopes and tool schemas come in every draft: the data is what is judged; formats are not asserted (as the SDKs).
    // A scope's patterns are the approver's own text and run plain, off the deadline's cost (a vm call each).
    if (!ajv)
        instances.set(use, (ajv = new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv({ strict: false, allErrors: false, validateFormats: false, validateSchema: false, ...(use === 'output' ? { code: { regExp: boundedRegExp } } : {}) })));
    return ajv;
}
/** `$schema` and `$id` dropped (every draft's schema then compiles, and no two approvals' schemas collide by id). */
function bare(schema) {
    const copy = { ...schema };
    delete copy.$schema;
    delete copy.$id;
    return copy;
}
const MAX_CACHED = 1000;
const cache = new Map();
/** The same schema object (an approval held in memory) finds its function without being serialised again. */
const byObject = new WeakMap();
/** The compiled schema, once per (digest, schema): a call pays a lookup, not a compile. */
function compiled(digest, schema, use) {
    digest = use === 'output' ? `${digest}#output` : digest;
    const held = byObject.get(schema)?.get(digest);
    if (held !== undefined)
        return held;
    const key = `${digest}\n${(0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(schema)}`;
    let v = cache.get(key);
    if (v === undefined) {
        if (cache.size >= MAX_CACHED)
            cache.clear();
        v = instance(use).compile(bare(schema));
        cache.set(key, v);
    }
    byObject.set(schema, (byObject.get(schema) ?? new Map()).set(digest, v));
    return v;
}
function ruleText(v) {
    return `${v.instancePath === '' ? '/' : v.instancePath} ${v.keyword}`;
}
/** undefined when `data` meets `schema` (compiled once for `digest`), else the first rule it breaks. */
function violationOf(digest, schema, data, use = 'scope') {
    let validate;
    try {
        validate = compiled(digest, schema, use);
    }
    catch {
        // A schema that no longer compiles (stored by an older version, or edited with the key) admits nothing.
        return { instancePath: '', keyword: 'uncompilable' };
    }
    if (validate(data))
        return undefined;
    const e = validate.errors?.[0];
    return { instancePath: e?.instancePath ?? '', keyword: e?.keyword ?? 'invalid' };
}
/** violationOf for a result against its approved outputSchema, its patterns bounded by OUTPUT_MATCH_MS in all. */
function outputViolationOf(digest, schema, data, matchMs = OUTPUT_MATCH_MS) {
    outputDeadline = Date.now() + matchMs;
    try {
        return violationOf(digest, schema, data, 'output');
    }
    catch (e) {
        if (e instanceof _capture_bounded_match_js__WEBPACK_IMPORTED_MODULE_1__/* .MatchTimeout */ .D)
            return { instancePath: '', keyword: 'pattern-timeout' };
        throw e;
    }
    finally {
        outputDeadline = Number.POSITIVE_INFINITY;
    }
}
// ------------------------------------------------------------------ a scope as a person gives it
const TYPES = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];
function typesOf(schema) {
    if (typeof schema !== 'object' || schema === null || Array.isArray(schema))
        return undefined;
    const t = schema.type;
    if (typeof t === 'string')
        return [t];
    if (Array.isArray(t) && t.every((x) => typeof x === 'string'))
        return t;
    return undefined;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/**
 * Where a scope's `type` admits a type the tool's own schema does not (there and in each property both declare): a
 * scope narrows what the tool accepts, it never describes something else. undefined when it narrows.
 */
function widening(scope, input, at) {
    const mine = typesOf(scope);
    const theirs = typesOf(input);
    if (mine && theirs) {
        // An integer is a number: a scope may say integer where the tool says number.
        const wider = mine.find((t) => !theirs.includes(t) && !(t === 'integer' && theirs.includes('number')));
        if (wider !== undefined)
            return `${at || '/'}type: ${JSON.stringify(wider)} does not narrow the tool's input type ${JSON.stringify(theirs.length === 1 ? theirs[0] : theirs)}`;
    }
    if (isObject(scope.properties) && isObject(input.properties))
        for (const [name, sub] of Object.entries(scope.properties)) {
            const own = input.properties[name];
            if (isObject(sub) && isObject(own)) {
                const why = widening(sub, own, `${at}/properties/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/`);
                if (why)
                    return why;
            }
        }
    return undefined;
}
/**
 * Why `scope` cannot bound calls of a tool whose inputSchema is `input`: not an object, not a valid JSON Schema (draft
 * 07 or later keywords, checked by Ajv's meta-schema and a compile), or a type that does not narrow the tool's. One
 * phrase naming the field; undefined when it is a scope.
 */
function scopeProblem(scope, input) {
    if (!isObject(scope))
        return 'a scope is a JSON Schema object (e.g. {"properties": {"path": {"pattern": "^/srv/"}}})';
    const a = instance('scope');
    const copy = bare(scope);
    if (!a.validateSchema(copy)) {
        const e = a.errors?.[0];
        return `${e?.instancePath || '/'}: not a valid JSON Schema (${e?.message ?? 'invalid'})`;
    }
    const types = typesOf(copy);
    if (types?.some((t) => !TYPES.includes(t)))
        return `/type: unknown type`;
    try {
        a.compile(copy);
    }
    catch (e) {
        return `/: not a valid JSON Schema (${e.message.split('\n')[0].slice(0, 200)})`;
    }
    return isObject(input) ? widening(copy, input, '') : undefined;
}
/** sha256 of the canonical JSON of a call's arguments: what a per-call confirmation is bound to. */
function argumentsDigest(args) {
    return `sha256:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .dj)(args ?? {})).digest('hex')}`;
}
// ------------------------------------------------------------------ text a client shows a person
/**
 * Characters that mean something to markdown, HTML or a terminal, or that a reader cannot see: written as JSON escapes
 * inside strings. `_` stays (an identifier's underscore makes no emphasis inside a word), and so do `!` and `#` (they
 * act only before `[`, escaped, or at the start of a line, where the message's own words stand).
 */
const INERT = /["<>&`*[\]()|~$@\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufe00-\ufe0f\ufeff\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
/** One pass: quotes and backslashes are escaped with the rest, so no escape is ever escaped again. */
function inertString(s) {
    // A tag character (which smuggles text no font draws) is two UTF-16 units: each is escaped.
    return `"${s.replace(INERT, (c) => [...Array(c.length).keys()].map((i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''))}"`;
}
/**
 * JSON that reads back as `value` but holds no markup, link, mention or control character anywhere: every such
 * character inside a string is a `\uXXXX` escape (server- and model-controlled text shown to a person must not act).
 */
function inertJson(value) {
    if (value === undefined || value === null || typeof value === 'number' || typeof value === 'boolean')
        return JSON.stringify(value ?? null);
    if (typeof value === 'string')
        return inertString(value);
    if (Array.isArray(value))
        return `[${value.map(inertJson).join(',')}]`;
    return `{${Object.entries(value)
        .map(([k, v]) => `${inertString(k)}:${inertJson(v)}`)
        .join(',')}}`;
}


/***/ })

};

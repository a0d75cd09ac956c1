export const id = 776;
export const ids = [776];
export const modules = {

/***/ 8776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   approveCommand: () => (/* binding */ approveCommand),
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
/* harmony import */ var _guard_store_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1836);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7593);
/* harmony import */ var _specs_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9604);
/* harmony import */ var _identity_hooks_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4017);
// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.










/** The store file: `--server NAME`, else the only one in the store directory. */
function locate(command, store, server, io) {
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeDir */ .rT)(store, io.env, io.cwd);
    if (server)
        return (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFile */ .u_)(dir, server);
    const files = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFiles */ .Tr)(dir);
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
    const lines = [`  ${r.state.toUpperCase().padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.ref, 200)}  ${short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}`];
    for (const c of r.changes ?? []) {
        lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(c.message, 300)}`);
        if (c.before !== undefined || c.after !== undefined)
            lines.push(`        before: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(c.before), 300)}`, `        after:  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_3__/* .showValue */ .vp)(c.after), 300)}`);
    }
    if (r.reason)
        lines.push(`      ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.reason, 300)}`);
    return lines;
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** `--expires`: an ISO date (YYYY-MM-DD, midnight UTC) or date-time with a zone, strictly in the future. */
function expiresOption(raw, now) {
    if (raw === undefined)
        return undefined;
    const shown = (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(raw, 60);
    let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
    // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
    if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw)
        t = NaN;
    if (Number.isNaN(t))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --expires "${shown}": expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)`);
    if (t <= now.getTime())
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --expires "${shown}": the date is not in the future`);
    return new Date(t).toISOString();
}
/**
 * Which stores a decision touches: `--server`, the only store, or with `--all` every server of the store directory
 * (the gateway's). A ref written `<server>/<ref>` (as profiles name it) picks its server without `--server`.
 */
function targets(command, p, io) {
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
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
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .flag */ .Jt)(p, 'all') && (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --all and --server exclude each other`);
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .flag */ .Jt)(p, 'all') || (scoped.size > 0 && plain.length === 0 && !(0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server'))) {
        const files = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .flag */ .Jt)(p, 'all') ? (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFiles */ .Tr)(dir) : [...scoped.keys()].map((s) => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFile */ .u_)(dir, s));
        if (files.length === 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
        const known = new Set((0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFiles */ .Tr)(dir));
        for (const f of files)
            if (!known.has(f))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: no server "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(f, '.json'), 100)}" in ${dir} (it has ${(0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFiles */ .Tr)(dir).map((x) => (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(x, '.json')).join(', ') || 'none'})`);
        return files.map((path) => ({ path, server: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path, '.json'), given: [...plain, ...(scoped.get((0,node_path__WEBPACK_IMPORTED_MODULE_0__.basename)(path, '.json')) ?? [])] }));
    }
    if (scoped.size > 0 && (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: a ref written SERVER/REF names its server; drop --server`);
    if (scoped.size > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: write every ref as SERVER/REF, or give plain refs with --server NAME or --all`);
    const path = locate(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server'), io);
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
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommand */ .RM)(command === 'approve' ? _specs_store_js__WEBPACK_IMPORTED_MODULE_7__/* .APPROVE */ .Ob : _specs_store_js__WEBPACK_IMPORTED_MODULE_7__/* .REJECT */ .yV, args);
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .flag */ .Jt)(p, 'identity')) {
        // --digest, --expires, --all would not apply to the code's approval: refused by name, not dropped.
        (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .onlyFormOf */ .cD)(_specs_store_js__WEBPACK_IMPORTED_MODULE_7__/* .APPROVE */ .Ob, p, 'identity');
        if (p.positionals.length > 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: --identity approves the code the guard last resolved for one server; it takes no refs`);
        return (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_8__/* .approveIdentity */ .qi)(locate(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server'), io), io, p.format);
    }
    const allSafeFlag = command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .flag */ .Jt)(p, 'all-safe');
    if (!allSafeFlag && p.positionals.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-safe' : ''}`);
    const chosen = targets(command, p, io);
    const many = chosen.length > 1;
    if (many && (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'digest'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --digest binds one capability of one server`);
    const now = io.now();
    const expires = expiresOption((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'expires'), now);
    const warn = (line) => io.stderr(`mcp-contract ${command}: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(line, 500)}\n`);
    // With --all, a ref no server holds is refused before any store is written.
    if (many && !allSafeFlag) {
        const held = new Set();
        for (const t of chosen) {
            const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .readStoreFile */ .Oq)(t.path, await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(t.path)), warn);
            for (const g of t.given)
                if (refsOf(store, { ...t, given: [g] }, true, false).length > 0)
                    held.add(g);
        }
        const missing = p.positionals.find((g) => !g.includes('/') && !held.has(g));
        if (missing !== undefined)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(missing, 100)}" is in no server's store (see mcp-contract status)`);
    }
    const done = [];
    const shown = [];
    for (const t of chosen) {
        const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(t.path));
        await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .updateStore */ .fF)(t.path, key, () => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .readStoreFile */ .Oq)(t.path, key, warn), (store) => {
            const refs = allSafeFlag ? (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .allSafe */ .p2)(store) : refsOf(store, t, many, command === 'approve');
            if (refs.length > 1 && (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'digest'))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract approve: --digest binds one capability`);
            if (many && refs.length > 0)
                shown.push(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(t.server, 100)}:`);
            for (const ref of refs) {
                shown.push(...renderRecord(store.capabilities[ref]));
                try {
                    done.push({ server: t.server, record: command === 'approve' ? (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .approveRecord */ .f8)(store, ref, now, { digest: (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'digest'), expires }) : (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .rejectRecord */ .jW)(store, ref, now) });
                }
                catch (e) {
                    if (e instanceof _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_1__/* .DecisionError */ .bW)
                        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract ${command}: ${many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(t.server, 100)}: ` : ''}${e.message}`);
                    throw e;
                }
            }
            return store;
        });
    }
    const store = many ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(chosen[0].path) : chosen[0].path;
    io.stdout(DECIDED[p.format]({ decision: command === 'approve' ? 'approved' : 'rejected', store, many, allSafe: allSafeFlag, shown, done }));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
}
// A rebind is the person's word that the new name replaces the old: said back, so it is never given unseen.
const rebind = (r) => (r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(x, 200)).join(', ')}` : '');
function decidedText(d) {
    if (d.done.length === 0)
        return d.allSafe ? 'nothing held has only safe changes\n' : '';
    const lines = d.done.map(({ server, record: r }) => `${d.decision} ${d.many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(server, 100)}/` : ''}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}${d.decision === 'approved' ? rebind(r) : ''}`);
    return `${[...d.shown, ...lines, `a running guard picks this up from ${d.store}`].join('\n')}\n`;
}
const DECIDED = {
    text: decidedText,
    json: (d) => `${JSON.stringify({ decision: d.decision, store: d.store, records: d.done.map(({ server, record }) => ({ server, ...record })) }, null, 2)}\n`,
};
const approveCommand = (args, io) => decide('approve', args, io);
const rejectCommand = (args, io) => decide('reject', args, io);
/** One store as status shows it: its summary line, identity and axes, then the held records (all with --all). */
async function storeStatus(path, all, io) {
    const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(path));
    const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .readStoreFile */ .Oq)(path, key, (line) => io.stderr(`mcp-contract status: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(line, 500)}\n`));
    const records = Object.values(store.capabilities);
    const count = (s) => records.filter((r) => r.state === s).length;
    const out = [
        `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(store.server, 100)} (surface ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanTerminal */ .m9)(store.surface, 60)}): ${count('approved')} approved, ${count('stale')} stale, ${count('review_required')} new, ${count('rejected')} rejected, ${count('missing')} missing`,
        ...(0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_8__/* .identityStatusLines */ .IN)(store),
        ...(0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_8__/* .statusAxesLines */ .x8)(store),
        ...(all ? records : records.filter((r) => r.state !== 'approved')).flatMap(renderRecord),
    ];
    if (!all && count('approved') > 0)
        out.push(`  (${count('approved')} approved not shown; --all shows them)`);
    return { store, text: `${out.join('\n')}\n` };
}
const RENDER = {
    text: (shown) => shown.map((s) => s.text).join('\n'),
    json: (shown) => `${JSON.stringify(shown.length === 1 ? shown[0].store : shown.map((s) => s.store), null, 2)}\n`,
};
/** Without --server, a store directory holding several servers (the gateway's) is shown whole, server by server. */
async function statusCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommand */ .RM)(_specs_store_js__WEBPACK_IMPORTED_MODULE_7__/* .STATUS */ .XQ, args);
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
    const files = (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server') ? [locate('status', (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'server'), io)] : (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFiles */ .Tr)(dir).length > 1 ? (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_5__/* .storeFiles */ .Tr)(dir) : [locate('status', (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .str */ .gx)(p, 'store'), undefined, io)];
    const shown = [];
    for (const f of files)
        shown.push(await storeStatus(f, (0,_args_js__WEBPACK_IMPORTED_MODULE_6__/* .flag */ .Jt)(p, 'all'), io));
    io.stdout(RENDER[p.format](shown));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
}


/***/ })

};

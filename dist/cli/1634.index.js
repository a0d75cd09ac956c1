export const id = 1634;
export const ids = [1634];
export const modules = {

/***/ 18776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   approveCommand: () => (/* binding */ approveCommand),
/* harmony export */   byOption: () => (/* binding */ byOption),
/* harmony export */   expiresOption: () => (/* binding */ expiresOption),
/* harmony export */   locate: () => (/* binding */ locate),
/* harmony export */   rejectCommand: () => (/* binding */ rejectCommand),
/* harmony export */   renderRecord: () => (/* binding */ renderRecord)
/* harmony export */ });
/* harmony import */ var _audit_store_hook_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71908);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48051);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11471);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(70893);
/* harmony import */ var _core_approval_review_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(29519);
/* harmony import */ var _guard_store_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1836);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(77593);
/* harmony import */ var _specs_store_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(89604);
/* harmony import */ var _identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(54017);
/* harmony import */ var _core_identity_identity_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(62878);
/* harmony import */ var _core_approval_instructions_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(76826);
/* harmony import */ var _render_instructions_view_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(60637);
/* harmony import */ var _gateway_ownership_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(93747);
/* harmony import */ var _render_approve_view_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(52171);
/* harmony import */ var _approve_commands_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(49382);
/* harmony import */ var _guard_scope_store_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(16361);
/* harmony import */ var _guard_session_file_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(23032);
// `mcp-contract approve` / `reject` / `status`: a person's decisions on what the guard holds, always shown with the diff.




















/** The store file: `--server NAME`, else the only one in the store directory. */
function locate(command, store, server, io) {
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeDir */ .rT)(store, io.env, io.cwd);
    if (server)
        return (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFile */ .u_)(dir, server);
    const files = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFiles */ .Tr)(dir);
    if (files.length === 1)
        return files[0];
    if (files.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: ${dir} holds several servers (${files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f, '.json')).join(', ')}); choose one with --server NAME`);
}
/** `tool:x`, or a bare name/URI when exactly one ref has it. */
function resolveRef(store, given) {
    if (store.capabilities[given])
        return given;
    const hits = Object.keys(store.capabilities).filter((r) => r.slice(r.indexOf(':') + 1) === given);
    if (hits.length === 1)
        return hits[0];
    if (hits.length > 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`"${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(given, 100)}" is ambiguous: ${hits.join(', ')}`);
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`"${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(given, 100)}" is not in the store (see mcp-contract status)`);
}
function short(digest) {
    return digest ? digest.replace(/^sha256:/, '').slice(0, 12) : '-';
}
/** One record with its field-level diff, as approve, reject and status show it. */
function renderRecord(r) {
    const lines = [`  ${r.state.toUpperCase().padEnd(16)}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.ref, 200)}  ${short(r.live?.digest)}${r.approval?.expires ? `  (expires ${r.approval.expires})` : ''}${r.approval?.session ? '  (this guard process only)' : ''}`];
    if (r.approval?.scope)
        lines.push(`      scope: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(JSON.stringify(r.approval.scope), 400)}`);
    for (const c of r.changes ?? []) {
        lines.push(`      ${c.severity} ${c.rule}${c.pointer ? ` ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.pointer, 120)}` : ''} [${c.forced ? 'always reviewed' : c.action}]: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.message, 300)}`);
        if (c.before !== undefined || c.after !== undefined)
            lines.push(`        before: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_4__/* .showValue */ .vp)(c.before), 300)}`, `        after:  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_core_shared_json_js__WEBPACK_IMPORTED_MODULE_4__/* .showValue */ .vp)(c.after), 300)}`);
    }
    if (r.reason)
        lines.push(`      ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.reason, 300)}`);
    return lines;
}
/** `--expires`: an ISO date (YYYY-MM-DD, midnight UTC) or date-time with a zone, strictly in the future. */
function expiresOption(raw, now) {
    if (raw === undefined)
        return undefined;
    const parsed = (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_6__/* .parseExpiry */ .rQ)(raw, now);
    if ('error' in parsed)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: --expires "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(raw, 60)}": ${parsed.error}`);
    return parsed.at;
}
/** `--by NAME`: who decided, as the audit log records it beside the OS user: one short printable line. */
function byOption(command, raw) {
    if (raw === undefined)
        return undefined;
    if (raw.trim() === '' || raw.length > 100 || !/^[^\p{Cc}\p{Cf}]+$/u.test(raw))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --by: expected a name of 1 to 100 printable characters`);
    return raw;
}
/**
 * Which stores a decision touches: `--server`, the only store, or with `--all` every server of the store directory
 * (the gateway's). A ref written `<server>/<ref>` (as profiles name it) picks its server without `--server`.
 */
function targets(command, p, io) {
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
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
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --all and --server exclude each other`);
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all') || (scoped.size > 0 && plain.length === 0 && !(0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'))) {
        const files = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all') ? (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFiles */ .Tr)(dir) : [...scoped.keys()].map((s) => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFile */ .u_)(dir, s));
        if (files.length === 0)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no guard store in ${dir} (run mcp-contract guard first, or pass --store DIR)`);
        const known = new Set((0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFiles */ .Tr)(dir));
        for (const f of files)
            if (!known.has(f))
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: no server "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(f, '.json'), 100)}" in ${dir} (it has ${(0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFiles */ .Tr)(dir).map((x) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(x, '.json')).join(', ') || 'none'})`);
        // By file, not by the name in it: a server named `a!` has the store a_.json.
        const byFile = new Map([...scoped].map(([server, refs]) => [(0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeFile */ .u_)(dir, server), refs]));
        return files.map((path) => ({ path, server: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path, '.json'), given: [...plain, ...(byFile.get(path) ?? [])] }));
    }
    if (scoped.size > 0 && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: a ref written SERVER/REF names its server; drop --server`);
    if (scoped.size > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: write every ref as SERVER/REF, or give plain refs with --server NAME or --all`);
    const path = locate(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'), io);
    return [{ path, server: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(path, '.json'), given: plain }];
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
            if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb && /is not in the store/.test(e.message))
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
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: --identity approves the code the guard last resolved for one server; it takes no refs`);
        return (0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__/* .approveIdentity */ .qi)(locate(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'store'), (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'server'), io), io, p.format, byOption(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'by')));
    }
    const rewordedFlag = command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'reworded');
    if (rewordedFlag && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-safe'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --reworded and --all-safe exclude each other; run them one after the other');
    if (rewordedFlag && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-held'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --reworded and --all-held exclude each other; --all-held takes every held capability');
    if (rewordedFlag && p.positionals.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --reworded takes no refs: it approves every held capability whose only changes are rewordings');
    // A bulk approval (--all-safe or --reworded): the refs come from the store, not the command line.
    const allSafeFlag = (command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-safe')) || rewordedFlag;
    const allHeldFlag = command === 'approve' && bulkHeld(p);
    if (!allSafeFlag && !allHeldFlag && p.positionals.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: name at least one capability (e.g. tool:read_file)${command === 'approve' ? ' or --all-held' : ''}`);
    const chosen = targets(command, p, io);
    const many = chosen.length > 1;
    if (many && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: --digest binds one capability of one server`);
    const now = io.now();
    const expires = expiresOption((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'expires'), now);
    const by = byOption(command, (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'by'));
    // Recorded in each approval (signed with it), as the audit log records the decision: the OS user, and --by.
    const who = by ? `${(0,_audit_store_hook_js__WEBPACK_IMPORTED_MODULE_0__/* .osUser */ .kR)()} (as ${by})` : (0,_audit_store_hook_js__WEBPACK_IMPORTED_MODULE_0__/* .osUser */ .kR)();
    const scopeGiven = command === 'approve' ? scopeOption(p, io.cwd, allSafeFlag || allHeldFlag) : undefined;
    const session = command === 'approve' && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'session') ? chosen.map((t) => (0,_guard_session_file_js__WEBPACK_IMPORTED_MODULE_18__/* .runningSession */ .SQ)(t.path)) : undefined;
    const warn = (line) => io.stderr(`mcp-contract ${command}: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(line, 500)}\n`);
    // Every store is read first: what a decision covers is shown, server by server and (for approve) with the whole
    // definition and what check flags in its text, before anything is written. Each approval then binds to the digest
    // shown, so a definition that changed in between is refused rather than approved unseen.
    const plans = [];
    const named = command === 'approve' ? rebindOption(p, many) : undefined;
    const shown = [];
    const held = new Set();
    for (const t of chosen) {
        const store = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .readStoreFile */ .Oq)(t.path, await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(t.path)), warn);
        if (many && !allSafeFlag && !allHeldFlag)
            for (const g of t.given)
                if (refsOf(store, { ...t, given: [g] }, true, false).length > 0)
                    held.add(g);
        // --reworded: what the held changes call plain rewordings, screened again here: text the risky-text screen flags is never taken.
        const taken = rewordedFlag ? (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .allReworded */ .At)(store).filter((ref) => (0,_render_approve_view_js__WEBPACK_IMPORTED_MODULE_15__/* .textFindings */ .CC)(store.capabilities[ref]).length === 0) : (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .allSafe */ .p2)(store);
        const refs = allSafeFlag ? taken : allHeldFlag ? (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_6__/* .heldForReview */ .rZ)(store) : refsOf(store, t, many, command === 'approve');
        if (refs.length > 1 && (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest'))
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: --digest binds one capability`);
        // --all-held takes the held code with what it serves: both shown, the code bound to its content hash.
        const code = allHeldFlag ? heldCode(store, t.server) : undefined;
        // ...and the server's new instructions (model-visible text), shown whole before and after.
        const instructions = allHeldFlag ? heldInstructions(store) : undefined;
        if (many && (refs.length > 0 || code || instructions))
            shown.push(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.server, 100)}:`);
        if (code)
            shown.push(...code.lines);
        if (instructions)
            shown.push(...instructions.lines);
        // A name or URI template another gateway member owns would be held for both: refused before anything is written.
        const neighbours = command === 'approve' ? await (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_14__/* .neighboursOf */ .YV)(t.path, warn) : undefined;
        for (const ref of refs) {
            const clash = neighbours && (0,_gateway_ownership_js__WEBPACK_IMPORTED_MODULE_14__/* .collisionOf */ .OD)(ref, neighbours.self, neighbours.others);
            if (clash)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(clash, 600)}`);
        }
        const records = refs.map((ref) => store.capabilities[ref]);
        if (scopeGiven?.scope)
            for (const r of records)
                if (r.live)
                    (0,_guard_scope_store_js__WEBPACK_IMPORTED_MODULE_17__/* .checkedScope */ .M4)(r, scopeGiven.scope, scopeGiven.label);
        if (named)
            boundRebind(records, named);
        for (const r of records) {
            shown.push(...(command === 'approve' ? (0,_render_approve_view_js__WEBPACK_IMPORTED_MODULE_15__/* .approvalLines */ .Jg)(r, renderRecord(r)) : renderRecord(r)));
            if (command === 'approve' && (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rebindsOf */ .Z2)(r).length > 0)
                shown.push(`      approving it records it as the new name of ${(0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rebindsOf */ .Z2)(r).map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(x, 200)).join(', ')}`);
            if (scopeGiven)
                shown.push(scopeGiven.scope === null ? '      scope: removed' : `      scope to approve with: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(JSON.stringify(scopeGiven.scope), 400)}`);
        }
        plans.push({ t, refs, seen: records.map((r) => r.live?.digest), rebinds: records.map((r) => (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rebindsOf */ .Z2)(r)), findings: records.map((r) => (command === 'approve' ? (0,_render_approve_view_js__WEBPACK_IMPORTED_MODULE_15__/* .textFindings */ .CC)(r) : [])), ...(code ? { code: code.key } : {}), ...(instructions ? { instructions: instructions.digest } : {}) });
    }
    // With --all, a ref no server holds is refused before any store is written.
    const missing = many && !allSafeFlag && !allHeldFlag ? p.positionals.find((g) => !g.includes('/') && !held.has(g)) : undefined;
    if (missing !== undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(missing, 100)}" is in no server's store (see mcp-contract status)`);
    if (p.format === 'text' && shown.length > 0)
        io.stdout(`${shown.join('\n')}\n`);
    const count = plans.reduce((n, x) => n + x.refs.length, 0);
    const codes = plans.filter((x) => x.code !== undefined).length;
    const texts = plans.filter((x) => x.instructions !== undefined).length;
    if (allHeldFlag && count + codes + texts > 0 && !(0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'yes') && !(await confirmed(count, codes, texts, p.format, io))) {
        io.stderr('mcp-contract approve: nothing approved\n');
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.drift;
    }
    const done = [];
    const codeDone = [];
    const textDone = [];
    for (const [n, { t, refs, seen, rebinds, findings, code, instructions }] of plans.entries()) {
        const key = await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .storeKey */ .LN)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(t.path));
        const bounds = { ...(scopeGiven ? { scope: scopeGiven.scope } : {}), ...(session ? { session: session[n] } : {}) };
        await (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .updateStore */ .fF)(t.path, key, () => (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_7__/* .readStoreFile */ .Oq)(t.path, key, warn), (store) => {
            if (code !== undefined)
                codeDone.push({ server: t.server, identity: approveHeldCode(store, code, refs, now, many ? t.server : undefined) });
            if (instructions !== undefined) {
                try {
                    store.instructions = (0,_core_approval_instructions_js__WEBPACK_IMPORTED_MODULE_12__/* .approveInstructions */ .t3)(store.instructions, instructions, now);
                }
                catch (e) {
                    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.server, 100)}: ` : ''}${e.message}; nothing approved`);
                }
                textDone.push({ server: t.server, digest: instructions });
            }
            refs.forEach((ref, i) => {
                try {
                    // The rebind shown is the one recorded: a re-capture since that holds it as another old name's new name is refused.
                    if (command === 'approve' && (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rebindsOf */ .Z2)(store.capabilities[ref]).join('\n') !== rebinds[i].join('\n'))
                        throw new _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .DecisionError */ .bW(`${ref}: what it is held as the new name of changed since it was shown (now ${(0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rebindsOf */ .Z2)(store.capabilities[ref]).join(', ') || 'nothing'}); review it again`);
                    const record = command === 'approve' ? (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .approveRecord */ .f8)(store, ref, now, { digest: (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest') ?? seen[i], expires, who, ...bounds }) : (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rejectRecord */ .jW)(store, ref, now);
                    done.push({ server: t.server, record, findings: findings[i] });
                }
                catch (e) {
                    if (e instanceof _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .DecisionError */ .bW)
                        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract ${command}: ${many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.server, 100)}: ` : ''}${e.message}`);
                    throw e;
                }
            });
            return store;
        }, undefined, { ...(by ? { by } : {}), now: () => now });
    }
    const store = many ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(chosen[0].path) : chosen[0].path;
    const bulk = rewordedFlag ? 'reworded' : allSafeFlag ? 'all-safe' : allHeldFlag ? 'all-held' : undefined;
    io.stdout(DECIDED[p.format]({ decision: command === 'approve' ? 'approved' : 'rejected', store, dir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(chosen[0].path), many, bulk, done, code: codeDone, instructions: textDone }));
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.ok;
}
/** `--rebind OLD[,OLD]`: the old names the person says REF is the new name of, sorted; one REF only. */
function rebindOption(p, many) {
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'rebind');
    if (given === undefined)
        return undefined;
    if (many || p.positionals.length !== 1)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --rebind names what one REF is the new name of');
    const names = [...new Set(given.split(',').map((x) => x.trim()).filter(Boolean))].sort();
    if (names.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --rebind: expected the old names, e.g. --rebind tool:read_file');
    return names;
}
/** The rebind the person named must be the one the store holds now (bare names match as refs do). */
function boundRebind(records, named) {
    for (const r of records) {
        const held = (0,_core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .rebindsOf */ .Z2)(r);
        const bare = (x) => x.slice(x.indexOf(':') + 1);
        const same = held.length === named.length && named.every((n) => held.includes(n) || held.filter((h) => bare(h) === n).length === 1);
        if (!same)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.ref, 200)} is held as the new name of ${held.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(x, 200)).join(', ') || 'nothing'}, not of ${named.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(x, 200)).join(', ')}; review it again (mcp-contract status --verbose)`);
    }
}
/** `--scope FILE|JSON` (or `none`, which removes the scope); a bulk approval takes none. */
function scopeOption(p, cwd, bulk) {
    const given = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'scope');
    if (given === undefined)
        return undefined;
    if (bulk)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --scope bounds the refs it names; a bulk approval takes none');
    if (given === 'none')
        return { scope: null, label: '--scope' };
    return (0,_guard_scope_store_js__WEBPACK_IMPORTED_MODULE_17__/* .readScope */ .hx)(given, cwd);
}
/**
 * The held code --all-held would approve, with the lines showing it; undefined when the code is not held. Refused when
 * what it serves has not been read: the capabilities shown would then be the old code's, and the person would approve
 * the upgrade without seeing its changes.
 */
function heldCode(store, server) {
    const id = store.identity;
    if (id?.state !== 'held')
        return undefined;
    if (!id.live)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(server, 100)}: the code is held but the guard resolved no launch identity`);
    const key = (0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .codeKey */ .DQ)(id.live);
    if (id.surfaceRead !== key)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(server, 100)}: the new code is held and what it serves is not read yet (the guard reads it when a client next connects); run this again then, or approve the code alone with --identity`);
    return { key, lines: ['  NEW CODE, held with what it serves (below):', ...(0,_identity_hooks_js__WEBPACK_IMPORTED_MODULE_10__/* .identityStatusLines */ .IN)(store).map((l) => `  ${l}`)] };
}
/**
 * Approves the held code inside the store's write, bound to what was shown: the same code (content hash), its surface
 * read, and nothing held that was not shown. Otherwise nothing of this store is written.
 */
function approveHeldCode(store, code, refs, now, server) {
    const at = server ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(server, 100)}: ` : '';
    const id = store.identity;
    const live = id?.live ? (0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .codeKey */ .DQ)(id.live) : undefined;
    if (!id?.live || live !== code)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${at}the code changed since it was shown (now ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(live ?? 'unresolved', 200)}); nothing approved: review it again`);
    if (id.state === 'held' && id.surfaceRead !== code)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${at}what the new code serves changed since it was shown; nothing approved: review it again`);
    const shown = new Set(refs);
    const unseen = (0,_core_approval_review_js__WEBPACK_IMPORTED_MODULE_6__/* .heldForReview */ .rZ)(store).filter((r) => !shown.has(r));
    if (unseen.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: ${at}${unseen.length} more held since this was shown (${unseen.slice(0, 3).map((r) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 100)).join(', ')}); nothing approved: review them first`);
    if (id.state === 'held')
        store.identity = (0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .approveIdentityRecord */ .h0)(id, now);
    return id.live;
}
/** The server's held instructions --all-held would approve, with the lines showing the text before and after, whole. */
function heldInstructions(store) {
    const ins = store.instructions;
    if (ins?.state !== 'held' || !ins.live)
        return undefined;
    return { digest: ins.live.digest, lines: (0,_render_instructions_view_js__WEBPACK_IMPORTED_MODULE_13__/* .instructionsLines */ .B)(store, '  ') };
}
/** --all-held, checked against what it cannot be combined with (each refused by name, never dropped). */
function bulkHeld(p) {
    const on = (0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-held');
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'yes') && !on)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --yes confirms --all-held; a named REF is approved without asking');
    if (!on)
        return false;
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .flag */ .Jt)(p, 'all-safe'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --all-held and --all-safe exclude each other');
    if (p.positionals.length > 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --all-held approves every held capability of the server; it takes no refs');
    if ((0,_args_js__WEBPACK_IMPORTED_MODULE_8__/* .str */ .gx)(p, 'digest'))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('mcp-contract approve: --digest binds one capability; --all-held binds each to the digest it shows');
    return true;
}
/**
 * --all-held without --yes: the person says yes on the terminal to what was just shown. Without a terminal (a script,
 * a pipe) or with JSON (nothing shown) there is no one to ask: refused, so a bulk approval is never given unseen.
 */
async function confirmed(count, codes, texts, format, io) {
    const caps = `${count} ${count === 1 ? 'capability' : 'capabilities'}`;
    const parts = [...(codes > 0 ? [codes === 1 ? 'new code' : `new code of ${codes} servers`] : []), ...(texts > 0 ? [texts === 1 ? 'new instructions' : `new instructions of ${texts} servers`] : []), ...(count > 0 ? [caps] : [])];
    const what = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and the ${parts[parts.length - 1]}`;
    if (format !== 'text')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: --all-held --format json shows nothing before it writes; review with mcp-contract status --verbose, then add --yes`);
    const answer = await io.confirm?.(`approve the ${what} shown above? [y/N] `);
    if (answer === undefined)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`mcp-contract approve: --all-held would approve the ${what} shown above; add --yes after reviewing them (stdin is no terminal to ask)`);
    return answer;
}
// A rebind is the person's word that the new name replaces the old: said back, so it is never given unseen.
const rebind = (r) => (r.approval?.rebinds?.length ? ` as the new name of ${r.approval.rebinds.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(x, 200)).join(', ')}` : '');
/**
 * After a rebind, the user's own clients still name the old tool: the one command that carries their rules (and the
 * gateway's profiles) across it, per server that got one.
 */
function carryLines(d) {
    if (d.decision !== 'approved')
        return [];
    const servers = [...new Set(d.done.filter(({ record: r }) => r.approval?.rebinds?.length).map(({ server }) => server))];
    return servers.map((server) => {
        const command = (0,_approve_commands_js__WEBPACK_IMPORTED_MODULE_16__/* .consentCommandLine */ .yq)(d.dir, server);
        return command ? `carry your client rules to the new name (a dry run; add --write to apply): ${command}` : `carry your client rules to the new name with mcp-contract consent --from store --to store (the server name holds control characters)`;
    });
}
function decidedText(d) {
    if (d.done.length === 0 && d.code.length === 0 && d.instructions.length === 0)
        return d.bulk === 'all-safe' ? 'nothing held has only safe changes\n' : d.bulk === 'all-held' ? 'nothing is held for review\n' : d.bulk === 'reworded' ? 'nothing held has only rewordings that add no cue\n' : '';
    const lines = d.done.map(({ server, record: r }) => `${d.decision} ${d.many ? `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(server, 100)}/` : ''}${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.ref, 200)} at ${r.live?.digest}${r.approval?.expires ? ` until ${r.approval.expires}` : ''}${r.approval?.session ? ' for this guard process only' : ''}${d.decision === 'approved' ? rebind(r) : ''}${r.approval?.scope && d.decision === 'approved' ? ` within scope ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(JSON.stringify(r.approval.scope), 400)}` : ''}`);
    const code = d.code.map(({ server, identity }) => `approved the new code${d.many ? ` of ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(server, 100)}` : ''}: ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_core_identity_identity_js__WEBPACK_IMPORTED_MODULE_11__/* .describeIdentity */ .Cl)(identity), 600)}`);
    const texts = d.instructions.map(({ server, digest }) => `approved the server's instructions${d.many ? ` of ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(server, 100)}` : ''} at ${digest} (a client gets them from its next session)`);
    return `${[...code, ...texts, ...lines, `a running guard picks this up from ${d.store}${d.code.length > 0 ? ' and starts the new code' : ''}`, ...carryLines(d)].join('\n')}\n`;
}
const DECIDED = {
    text: decidedText,
    json: (d) => `${JSON.stringify({ decision: d.decision, store: d.store, records: d.done.map(({ server, record, findings }) => ({ server, ...record, ...(findings.length > 0 ? { findings } : {}) })), ...(d.code.length > 0 ? { code: d.code } : {}), ...(d.instructions.length > 0 ? { instructions: d.instructions } : {}) }, null, 2)}\n`,
};
const approveCommand = (args, io) => decide('approve', args, io);
const rejectCommand = (args, io) => decide('reject', args, io);


/***/ }),

/***/ 29519:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kY: () => (/* binding */ revokeRecord),
/* harmony export */   rQ: () => (/* binding */ parseExpiry),
/* harmony export */   rZ: () => (/* binding */ heldForReview),
/* harmony export */   sP: () => (/* binding */ setExpiry)
/* harmony export */ });
/* harmony import */ var _approval_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48051);
// A person's decisions beyond approve and reject, on one store (pure; the caller persists under the store's lock):
// withdrawing an approval, moving or removing its expiry, and which held capabilities one reviewed upgrade takes.

/** What `approve --all-held` and the console's one-action upgrade take: every held capability still served, rejected ones aside. */
function heldForReview(store) {
    return Object.values(store.capabilities)
        .filter((r) => (r.state === 'stale' || r.state === 'review_required') && r.live)
        .map((r) => r.ref);
}
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/**
 * An expiry as a person writes it: an ISO date (YYYY-MM-DD, midnight UTC) or a date-time with a zone, strictly in the
 * future. Returns the ISO date-time, or why not (one phrase, for the caller's own prefix).
 */
function parseExpiry(raw, now) {
    let t = ISO_DATE.test(raw) ? Date.parse(raw) : NaN;
    // Date.parse rolls 2026-02-30 over into March: a day that does not exist is refused.
    if (!Number.isNaN(t) && raw.length === 10 && new Date(t).toISOString().slice(0, 10) !== raw)
        t = NaN;
    if (Number.isNaN(t))
        return { error: 'expected an ISO date (YYYY-MM-DD) or date-time with a zone (YYYY-MM-DDTHH:MM:SSZ)' };
    if (t <= now.getTime())
        return { error: 'the date is not in the future' };
    return { at: new Date(t).toISOString() };
}
function storeApproval(store, ref) {
    const rec = store.capabilities[ref];
    if (!rec)
        throw new _approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW(`${ref}: not in the store`);
    if (!rec.approval)
        throw new _approval_js__WEBPACK_IMPORTED_MODULE_0__/* .DecisionError */ .bW(`${ref}: the store holds no approval of it (an approval of the approved snapshot is withdrawn by rejecting the definition)`);
    return rec;
}
/**
 * Withdraws the store's approval of `ref`. The definition it covered, when the server still serves it, is held out
 * as a rejection is (even where the approved snapshot approves it too), until a person approves it again; a changed
 * one waits for review against the approved snapshot, if any.
 */
function revokeRecord(store, ref, now) {
    const rec = storeApproval(store, ref);
    const covered = rec.approval.digest;
    const next = { ...rec, since: now.toISOString() };
    delete next.approval;
    delete next.changes;
    if (rec.live?.digest === covered) {
        next.state = 'rejected';
        next.rejected = [...new Set([...(rec.rejected ?? []), covered])];
        next.reason = 'a person revoked its approval';
    }
    else if (rec.live) {
        next.state = 'review_required';
        next.reason = 'a person revoked the approval it was compared with';
    }
    else
        next.reason = 'a person revoked its approval';
    store.capabilities[ref] = next;
    return next;
}
/**
 * Sets (or with `expires` undefined removes) the expiry of the store's approval of `ref`. An approval held back only
 * because it expired counts again once its expiry is removed or moved into the future.
 */
function setExpiry(store, ref, expires, now) {
    const rec = storeApproval(store, ref);
    const approval = { ...rec.approval };
    if (expires === undefined)
        delete approval.expires;
    else
        approval.expires = expires;
    const next = { ...rec, approval };
    const current = rec.live?.digest === approval.digest && !(rec.rejected ?? []).includes(approval.digest);
    const lapsed = approval.expires !== undefined && Date.parse(approval.expires) <= now.getTime();
    if (current && !lapsed && rec.state === 'stale' && (rec.changes ?? []).length === 0) {
        next.state = 'approved';
        next.since = now.toISOString();
        delete next.reason;
    }
    store.capabilities[ref] = next;
    return next;
}


/***/ }),

/***/ 77499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ withCommas)
/* harmony export */ });
// Counts as the reports write them (`1,466`). Not toLocaleString: its first call initializes ICU's number formatting,
// some 10 ms of every run that shows a context cost (issue 44's PR path).
/** A whole number with a comma between each group of three digits, as `n.toLocaleString('en-US')` writes it. */
function withCommas(n) {
    if (!Number.isSafeInteger(n))
        return n.toLocaleString('en-US');
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
}


/***/ }),

/***/ 16361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M4: () => (/* binding */ checkedScope),
/* harmony export */   Sk: () => (/* binding */ parseScope),
/* harmony export */   hx: () => (/* binding */ readScope),
/* harmony export */   wu: () => (/* binding */ scopeRecord)
/* harmony export */ });
/* unused harmony export setApprovalScope */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48051);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19130);
/* harmony import */ var _core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27297);
/* harmony import */ var _scope_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(99557);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1836);
// Setting and removing an approval's scope, as the store's own functions: `approve --scope`, and any other front (a
// review console) that calls them, judge a scope the same way and write it signed, under the store's lock.







/**
 * A scope as given: inline JSON (it starts with `{`), or the path of a file holding it. One line naming the file (or
 * `--scope`) when it cannot be read or is not JSON.
 */
function readScope(given, cwd) {
    const inline = given.trimStart().startsWith('{');
    const label = inline ? '--scope' : given;
    let text = given;
    if (!inline) {
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, given), 'utf8');
        }
        catch (e) {
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: cannot read the scope (${e.code ?? 'error'})`);
        }
    }
    return { scope: parseScope(text, label), label };
}
/** A scope's JSON text (a file's, an inline --scope, the console's box), or one line naming `label`. */
function parseScope(text, label) {
    try {
        return JSON.parse(text);
    }
    catch {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: the scope is not valid JSON`);
    }
}
/** The scope checked against the tool `rec` serves: a JSON Schema that narrows its inputSchema. One line otherwise. */
function checkedScope(rec, scope, label) {
    if ((0,_core_shared_canonical_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRef */ .rd)(rec.ref)?.kind !== 'tool')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${rec.ref}: a scope bounds a tool's arguments; this is no tool`);
    const definition = rec.live?.definition ?? rec.approval?.definition;
    const problem = (0,_scope_js__WEBPACK_IMPORTED_MODULE_5__/* .scopeProblem */ ._x)(scope, definition?.inputSchema);
    if (problem)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${label}: ${problem}`);
    return scope;
}
/** Sets (a schema) or removes (null) the scope of ref's approval in place; the approval must exist. */
function scopeRecord(store, ref, scope) {
    const rec = store.capabilities[ref];
    if (!rec?.approval)
        throw new _core_approval_approval_js__WEBPACK_IMPORTED_MODULE_2__/* .DecisionError */ .bW(`${ref}: has no approval of the store's to scope (approve it first, with --scope)`);
    const approval = { ...rec.approval };
    if (scope === null)
        delete approval.scope;
    else
        approval.scope = scope;
    const next = { ...rec, approval };
    store.capabilities[ref] = next;
    return next;
}
/** Sets or removes one approval's scope in the store file, signed, under its lock; the record as written. */
async function setApprovalScope(path, key, ref, scope, log) {
    let out;
    await updateStore(path, key, () => readStoreFile(path, key, log), (store) => {
        const rec = store.capabilities[ref];
        if (!rec)
            throw new UsageError(`${path}: ${ref}: not in the store`);
        try {
            out = scopeRecord(store, ref, scope === null ? null : checkedScope(rec, scope, `${path}: ${ref}`));
        }
        catch (e) {
            if (e instanceof DecisionError)
                throw new UsageError(`${path}: ${e.message}`);
            throw e;
        }
        return store;
    });
    return out;
}


/***/ }),

/***/ 23032:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ newSession),
/* harmony export */   SQ: () => (/* binding */ runningSession),
/* harmony export */   nb: () => (/* binding */ removeSessionFile),
/* harmony export */   s8: () => (/* binding */ writeSessionFile),
/* harmony export */   zT: () => (/* binding */ sessionLive)
/* harmony export */ });
/* unused harmony export runningSessions */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19130);
// Which guard processes run for a store: each writes its id beside the store (`<store>.session-<id>`, 0600, the id
// its pid and random bytes) at start and removes it at close. `approve --session` binds an approval to the one running guard; a guard ends a session
// approval only when that approval's process is gone, so two guards sharing a store (two clients of one server)
// never end each other's.





const SUFFIX = '.session-';
function sessionFile(storePath, session) {
    return `${storePath}${SUFFIX}${session}`;
}
/** A new id for this process: its pid (so another process can tell whether it still runs) and 16 random bytes. */
function newSession() {
    return `${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_3__.randomBytes)(16).toString('hex')}`;
}
async function writeSessionFile(storePath, session) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(sessionFile(storePath, session), `${JSON.stringify({ session, pid: process.pid })}\n`, { mode: 0o600 });
}
function readSession(file) {
    try {
        const v = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        return typeof v.session === 'string' ? v.session : undefined;
    }
    catch {
        return undefined;
    }
}
function removeSessionFile(storePath, session) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.unlinkSync)(sessionFile(storePath, session));
    }
    catch {
        // Gone already.
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (e) {
        return e.code === 'EPERM';
    }
}
/** Whether the guard process a session id names still runs for this store (its file is there, its pid alive). */
function sessionLive(storePath, session) {
    if (!/^\d+\.[0-9a-f]{32}$/.test(session))
        return false;
    const pid = Number(session.slice(0, session.indexOf('.')));
    return readSession(sessionFile(storePath, session)) === session && alive(pid);
}
/** The ids of the guards running for this store. */
function runningSessions(storePath) {
    let names;
    try {
        names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(storePath));
    }
    catch {
        return [];
    }
    const prefix = `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(storePath)}${SUFFIX}`;
    return names
        .filter((n) => n.startsWith(prefix))
        .map((n) => n.slice(prefix.length))
        .filter((s) => sessionLive(storePath, s));
}
/**
 * The one guard running for this store, for `approve --session`; one line when there is none, or several. Another
 * era's store (`<server>.<era>.json`) is the guard's of `<server>.json`.
 */
function runningSession(storePath) {
    const era = /^(.*)\.(legacy|modern)\.json$/.exec(storePath);
    const live = runningSessions(era && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`${era[1]}.json`) ? `${era[1]}.json` : storePath);
    if (live.length === 1)
        return live[0];
    if (live.length === 0)
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`mcp-contract approve: --session binds the approval to the running guard, and none runs for ${storePath}`);
    const pids = live.map((s) => s.slice(0, s.indexOf('.'))).join(', ');
    throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`mcp-contract approve: --session binds the approval to one guard process, and ${live.length} run for ${storePath} (pids ${pids}); stop the others, or approve without --session`);
}


/***/ }),

/***/ 52171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ textFindings),
/* harmony export */   JD: () => (/* binding */ definitionLines),
/* harmony export */   Jg: () => (/* binding */ approvalLines)
/* harmony export */ });
/* unused harmony export triageLines */
/* harmony import */ var _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38112);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92234);
/* harmony import */ var _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55135);
/* harmony import */ var _core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12998);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(57789);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);







/**
 * The risky passages of the definition a record would approve: all of a new capability's text (check's
 * capability-added-risky-text), or what a changed one adds to the definition approved before (risky-text-added).
 * One per pointer; a passage the held changes already name is not repeated.
 */
function textFindings(r) {
    if (!r.live)
        return [];
    // A changed one approved only by the approved snapshot (not copied into the store) is screened whole.
    const rule = r.state === 'review_required' ? 'capability-added-risky-text' : 'risky-text-added';
    const before = rule === 'risky-text-added' ? r.approval?.definition : undefined;
    const kind = (0,_core_release_deprecations_js__WEBPACK_IMPORTED_MODULE_2__/* .kindOfRef */ .Ly)(r.ref);
    const template = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(rule)?.message ?? '';
    const held = new Set((r.changes ?? []).filter((c) => c.rule === 'risky-text-added' || c.rule === 'text-data-movement-added' || c.rule === 'capability-added-risky-text').map((c) => c.pointer));
    return (0,_core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .riskyAdditions */ .qz)(before, r.live.definition)
        .filter((m) => !held.has(m.pointer))
        .map((m) => ({ rule, pointer: m.pointer, what: m.what, message: (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(template, { kind: kind ? _core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .KIND_LABEL */ .CF[kind] : 'capability', name: (0,_core_diff_classify_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOfRef */ .Qo)(r.ref), pointer: m.pointer, what: m.what }) }));
}
/**
 * A definition as a terminal shows it: indented JSON (which writes C0 controls and lone surrogates as escapes), then
 * every other invisible character (C1 controls, bidi overrides, zero-width, tag characters) as `\u27e8U+XXXX\u27e9`. Whole,
 * however long: it is what the person approves.
 */
function definitionLines(definition, indent) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .revealInvisible */ .hR)(JSON.stringify(definition, null, 2))
        .split('\n')
        .map((l) => `${indent}${l}`);
}
/** For each held description or title edit: whether its new words add a cue (and which), and the words that changed. */
function triageLines(r) {
    const lines = [];
    for (const c of r.changes ?? []) {
        if (c.cues === undefined)
            continue;
        const known = c.cues.filter((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CUE_CLASSES */ .bc.includes(k));
        const verdict = c.cues.length === 0 ? 'reworded, no new cue' : `new cue: ${known.map((k) => _core_diff_risky_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CUE_CLASS_WORDS */ .vv[k]).join(', ') || (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.cues.join(', '), 200)}`;
        const delta = typeof c.before === 'string' && typeof c.after === 'string' ? (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_6__/* .textDelta */ .Wm)(c.before, c.after) : undefined;
        const words = delta ? `: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed || '(nothing)', 200)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added || '(nothing)', 200)}` : '';
        lines.push(`      ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.pointer ?? '/', 120)} ${verdict}${words}`);
    }
    return lines;
}
/** The lines `approve` prints for one record before it writes: its held changes, its text findings, its definition. */
function approvalLines(r, held) {
    const lines = [...held, ...triageLines(r)];
    for (const f of textFindings(r))
        lines.push(`      review ${f.rule} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(f.pointer, 120)} [always reviewed]: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(f.message, 400)}`);
    if (r.live)
        lines.push(`      definition (${r.live.digest}):`, ...definitionLines(r.live.definition, '        '));
    return lines;
}


/***/ }),

/***/ 60637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ instructionsLines)
/* harmony export */ });
/* harmony import */ var _core_approval_instructions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76826);
/* harmony import */ var _approve_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(52171);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71518);




function instructionsLines(store, indent) {
    const ins = store.instructions;
    if (!ins?.live)
        return [];
    const before = (0,_core_approval_instructions_js__WEBPACK_IMPORTED_MODULE_0__/* .approvedInstructionsText */ .mc)(ins);
    const delta = before !== undefined ? (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_3__/* .textDelta */ .Wm)(before, ins.live.text) : undefined;
    return [
        `${indent}INSTRUCTIONS HELD the server's instructions (model-visible text) are not the approved ones (${ins.live.digest}):`,
        ...(delta ? [`${indent}    words: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanTerminal */ .m)(delta.removed || '(nothing)', 300)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanTerminal */ .m)(delta.added || '(nothing)', 300)}`] : []),
        `${indent}    before:${before === undefined ? ' (none approved: the client got no instructions)' : ''}`,
        ...(before === undefined ? [] : (0,_approve_view_js__WEBPACK_IMPORTED_MODULE_1__/* .definitionLines */ .JD)(before, `${indent}      `)),
        `${indent}    after:`,
        ...(0,_approve_view_js__WEBPACK_IMPORTED_MODULE_1__/* .definitionLines */ .JD)(ins.live.text, `${indent}      `),
    ];
}


/***/ })

};

export const id = 4294;
export const ids = [4294];
export const modules = {

/***/ 71847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ cachedAuditReader),
/* harmony export */   xf: () => (/* binding */ filterRecords)
/* harmony export */ });
/* unused harmony exports matchesRef, readAudit, auditFingerprint */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20469);
/* harmony import */ var _chain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7802);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12544);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78365);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42622);
// The read API (the CLI's `audit` and the console's per-capability history): records of a store directory's log,
// filtered, with the chain's verdict beside them. Reading never creates anything: no log, no records.







function matchesRef(ref, wanted) {
    return ref !== undefined && (ref === wanted || ref.slice(ref.indexOf(':') + 1) === wanted);
}
function filterRecords(records, f) {
    const since = f.since === undefined ? undefined : Date.parse(f.since);
    return records.filter((r) => (f.server === undefined || r.server === f.server) &&
        (f.ref === undefined || matchesRef(r.ref, f.ref)) &&
        (since === undefined || Date.parse(r.at) >= since) &&
        (f.kinds === undefined || f.kinds.includes(r.kind)));
}
/** The store directory's audit records matching `filter`, verified against the store's key. */
async function readAudit(storeDir, filter = {}) {
    if (!(0,_log_js__WEBPACK_IMPORTED_MODULE_5__/* .hasAuditLog */ .eI)(storeDir) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_FILE */ .d)))
        return { records: [], total: 0 };
    const scan = (0,_verify_js__WEBPACK_IMPORTED_MODULE_6__/* .scanAudit */ .V)(storeDir, (0,_chain_js__WEBPACK_IMPORTED_MODULE_3__/* .auditKey */ .X_)(await (0,_storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__/* .storeKey */ .L)(storeDir)));
    return { records: filterRecords(scan.records, filter), total: scan.records.length, ...(scan.problem ? { problem: scan.problem } : {}) };
}
/**
 * What a re-read of the log would find changed: each file of the audit directory (and the store key) by name, size,
 * inode and change time. Any write, edit, rename or restore moves a file's ctime, which `utimes` cannot set back, so
 * an unchanged fingerprint is an unchanged log and its last verdict stands (a reader that refreshes often, the
 * console, verifies again only what moved).
 */
function auditFingerprint(storeDir) {
    const dir = (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .auditDir */ .pL)(storeDir);
    const names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir).sort() : [];
    const files = [...names.map((n) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, n)), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(storeDir, _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_2__/* .KEY_FILE */ .d)];
    return files
        .map((f) => {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(f, { bigint: true, throwIfNoEntry: false });
        return st ? `${f}\0${st.size}\0${st.ino}\0${st.ctimeNs}\0${st.mtimeNs}` : `${f}\0-`;
    })
        .join('\n');
}
/**
 * readAudit with the last whole-log read of each store directory kept while its fingerprint stands. The fingerprint
 * is taken before the read, so a write during it shows as a change next time.
 */
function cachedAuditReader() {
    const last = new Map();
    return async (storeDir) => {
        const fingerprint = auditFingerprint(storeDir);
        const kept = last.get(storeDir);
        if (kept?.fingerprint === fingerprint)
            return kept.read;
        const read = await readAudit(storeDir, {});
        last.set(storeDir, { fingerprint, read });
        return read;
    };
}


/***/ }),

/***/ 54294:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   auditCommand: () => (/* binding */ auditCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _render_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70893);
/* harmony import */ var _guard_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1836);
/* harmony import */ var _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(20469);
/* harmony import */ var _audit_anchor_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(70910);
/* harmony import */ var _audit_chain_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7802);
/* harmony import */ var _audit_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(78365);
/* harmony import */ var _audit_read_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(71847);
/* harmony import */ var _audit_verify_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(42622);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(77593);
/* harmony import */ var _specs_audit_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(34850);
// `mcp-contract audit` / `audit verify`: the audit log beside the guard's store, read back (src/audit/).













const SINCE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
function sinceOption(raw) {
    if (raw === undefined)
        return undefined;
    const t = SINCE.test(raw) ? Date.parse(raw) : NaN;
    if (Number.isNaN(t))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract audit: --since "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(raw, 60)}": expected an ISO date (YYYY-MM-DD) or date-time with a zone`);
    return new Date(t).toISOString();
}
/**
 * The log's chain, read with the store's key, and held to what the store files anchor (src/audit/anchor.ts): a store
 * that anchors a log that is gone or restarted is a problem, as is a store file edited without the key. A store
 * without a log (or a key) and without an anchor is said so, never created.
 */
async function scanned(dir) {
    const hasKey = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, _storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_5__/* .KEY_FILE */ .d));
    const key = hasKey ? await (0,_storage_store_key_file_js__WEBPACK_IMPORTED_MODULE_5__/* .storeKey */ .L)(dir) : undefined;
    const anchors = key ? await storeAnchors(dir, key) : [];
    if (!key || (!(0,_audit_log_js__WEBPACK_IMPORTED_MODULE_7__/* .hasAuditLog */ .eI)(dir) && anchors.length === 0))
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract audit: no audit log in ${dir} (the guard and approve write one beside the store; pass --store DIR)`);
    const scan = (0,_audit_log_js__WEBPACK_IMPORTED_MODULE_7__/* .hasAuditLog */ .eI)(dir) ? (0,_audit_verify_js__WEBPACK_IMPORTED_MODULE_9__/* .scanAudit */ .V)(dir, (0,_audit_chain_js__WEBPACK_IMPORTED_MODULE_6__/* .auditKey */ .X_)(key)) : { records: [], files: [] };
    if (scan.problem)
        return scan;
    for (const a of anchors) {
        const why = 'problem' in a ? a.problem : (0,_audit_anchor_js__WEBPACK_IMPORTED_MODULE_12__/* .anchorProblem */ .rC)(a.label, a.anchor, (0,_audit_log_js__WEBPACK_IMPORTED_MODULE_7__/* .hasAuditLog */ .eI)(dir) ? scan : undefined);
        if (why)
            return { ...scan, problem: { file: 'problem' in a ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, a.label) : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'audit'), line: 0, why } };
    }
    return scan;
}
/** Each store file's audit anchor, or why the file cannot be trusted for it (edited without the key). */
async function storeAnchors(dir, key) {
    const out = [];
    for (const file of (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_4__/* .storeFiles */ .Tr)(dir)) {
        const label = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, file);
        let store;
        try {
            store = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_4__/* .parseStore */ .Pv)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'), label);
        }
        catch {
            continue; // Not a store file (the key file, a config): nothing anchored there.
        }
        const forged = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_4__/* .verifyStore */ .H9)(store, key);
        if (forged.length > 0)
            out.push({ label, problem: `${forged.length} decision(s) or the audit anchor are not signed with the store's key (${forged.slice(0, 3).join(', ')}): the file was edited, its audit anchor perhaps removed` });
        else if (store.audit)
            out.push({ label, anchor: store.audit });
    }
    return out;
}
function where(dir, p) {
    return `${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, p.file) || p.file}${p.line > 0 ? `:${p.line}` : ''}`;
}
const short = (d) => (d ? d.replace(/^(sha256|hmac-sha256):/, '').slice(0, 12) : '-');
const shown = (v) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(JSON.stringify(v), 300);
function decisionLine(r) {
    const who = `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(r.user, 60)}${r.by ? ` (--by ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(r.by, 100)})` : ''}`;
    const extra = [r.scope !== undefined ? `scope ${shown(r.scope)}` : 'no scope', r.expires ? `expires ${r.expires}` : 'no expiry', ...(r.rebinds ? [`new name of ${r.rebinds.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(x, 100)).join(', ')}`] : []), ...(r.identity ? [`code ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(r.identity, 200)}`] : [])];
    return `${r.action.padEnd(16)} by ${who}  digest ${short(r.digest)}  ${extra.join('  ')}`;
}
function invalidationLine(r) {
    return `stopped holding: ${r.reason}${r.rules ? ` (${r.rules.join(', ')})` : ''}  digest ${short(r.digest)}${r.identity ? `  now ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(r.identity, 200)}` : ''}`;
}
function callLine(r) {
    const args = r.arguments === undefined ? '' : `  ${shown(r.arguments)}`;
    return `call ${r.decision}${r.why ? ` (${r.why}${r.rules ? `: ${r.rules.join(', ')}` : ''})` : ''}  ${r.method}  digest ${short(r.digest)}  args ${short(r.argumentsDigest)}${args}`;
}
function recordLine(r) {
    const body = r.kind === 'decision' ? decisionLine(r) : r.kind === 'invalidation' ? invalidationLine(r) : callLine(r);
    return `    ${r.at}  ${body}`;
}
/** One capability's answers: the last approval, the calls under it, the last time it stopped holding. */
function summary(records) {
    const approvals = records.filter((r) => r.kind === 'decision' && r.action !== 'reject');
    const calls = records.filter((r) => r.kind === 'call');
    const stops = records.filter((r) => r.kind === 'invalidation');
    const a = approvals[approvals.length - 1];
    const approved = a ? `approved (${a.action}) by ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(a.user, 60)}${a.by ? ` (--by ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(a.by, 100)})` : ''} at ${short(a.digest)}${a.scope !== undefined ? ', scoped' : ''}` : 'no approval recorded';
    const count = (d) => calls.filter((c) => c.decision === d).length;
    const s = stops[stops.length - 1];
    const stopped = s ? `; stopped holding ${s.at} (${s.reason})` : '';
    return `${approved}; calls: ${count('forwarded')} forwarded, ${count('confirmed')} confirmed, ${count('refused')} refused${stopped}`;
}
function textOf(records) {
    const groups = new Map();
    for (const r of records) {
        const key = `${r.server}\n${r.ref ?? '(launch identity)'}`;
        groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const out = [];
    for (const [key, rs] of groups) {
        const [server, ref] = key.split('\n');
        out.push(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(server, 100)}  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(ref, 200)}: ${summary(rs)}`, ...rs.map(recordLine));
    }
    return out.length ? `${out.join('\n')}\n` : 'no records match\n';
}
async function auditCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .parseCommand */ .RM)(_specs_audit_js__WEBPACK_IMPORTED_MODULE_11__/* .AUDIT */ .M, args);
    const action = p.positionals[0];
    if (action !== undefined && action !== 'verify')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract audit: unknown action "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m9)(action, 40)}" (expected verify, or none)`);
    const dir = (0,_guard_store_js__WEBPACK_IMPORTED_MODULE_4__/* .storeDir */ .rT)((0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .str */ .gx)(p, 'store'), io.env, io.cwd);
    if (action === 'verify') {
        for (const o of ['server', 'ref', 'since'])
            if ((0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .str */ .gx)(p, o) !== undefined)
                throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract audit verify: --${o} does not go with verify (the whole chain is checked)`);
        const scan = await scanned(dir);
        const first = scan.records[0]?.seq;
        const last = scan.records[scan.records.length - 1]?.seq;
        if (p.format === 'json')
            io.stdout(`${JSON.stringify({ store: dir, verified: !scan.problem, records: scan.records.length, files: scan.files.map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, f)), ...(scan.problem ? { problem: { ...scan.problem, file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, scan.problem.file) } } : {}) }, null, 2)}\n`);
        if (scan.problem) {
            io.stderr(`mcp-contract audit verify: ${where(dir, scan.problem)}: ${scan.problem.why}\n`);
            return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.drift;
        }
        if (p.format === 'text')
            io.stdout(`the audit log verifies: ${scan.records.length} record(s)${first !== undefined ? ` (${first} to ${last})` : ''} in ${scan.files.length} file(s) under ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'audit')}\n`);
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
    }
    const filter = {};
    const server = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .str */ .gx)(p, 'server');
    const ref = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .str */ .gx)(p, 'ref');
    const since = sinceOption((0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .str */ .gx)(p, 'since'));
    if (server !== undefined)
        filter.server = server;
    if (ref !== undefined)
        filter.ref = ref;
    if (since !== undefined)
        filter.since = since;
    const scan = await scanned(dir);
    const records = (0,_audit_read_js__WEBPACK_IMPORTED_MODULE_8__/* .filterRecords */ .xf)(scan.records, filter);
    if (p.format === 'json')
        io.stdout(`${JSON.stringify({ store: dir, verified: !scan.problem, ...(scan.problem ? { problem: { ...scan.problem, file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(dir, scan.problem.file) } } : {}), records }, null, 2)}\n`);
    else
        io.stdout(textOf(records));
    if (!scan.problem)
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
    // What follows the first bad record is not shown: a record past a break proves nothing.
    io.stderr(`mcp-contract audit: the chain breaks at ${where(dir, scan.problem)} (${scan.problem.why}); records from there on are not shown (see mcp-contract audit verify)\n`);
    return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.drift;
}


/***/ })

};

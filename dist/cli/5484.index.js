export const id = 5484;
export const ids = [5484,893];
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
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract audit: --since "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(raw, 60)}": expected an ISO date (YYYY-MM-DD) or date-time with a zone`);
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
const shown = (v) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(JSON.stringify(v), 300);
function decisionLine(r) {
    const who = `${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(r.user, 60)}${r.by ? ` (--by ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(r.by, 100)})` : ''}`;
    const extra = [r.scope !== undefined ? `scope ${shown(r.scope)}` : 'no scope', r.expires ? `expires ${r.expires}` : 'no expiry', ...(r.rebinds ? [`new name of ${r.rebinds.map((x) => (0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(x, 100)).join(', ')}`] : []), ...(r.identity ? [`code ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(r.identity, 200)}`] : [])];
    return `${r.action.padEnd(16)} by ${who}  digest ${short(r.digest)}  ${extra.join('  ')}`;
}
function invalidationLine(r) {
    return `stopped holding: ${r.reason}${r.rules ? ` (${r.rules.join(', ')})` : ''}  digest ${short(r.digest)}${r.identity ? `  now ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(r.identity, 200)}` : ''}`;
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
    const approved = a ? `approved (${a.action}) by ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(a.user, 60)}${a.by ? ` (--by ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(a.by, 100)})` : ''} at ${short(a.digest)}${a.scope !== undefined ? ', scoped' : ''}` : 'no approval recorded';
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
        out.push(`${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(server, 100)}  ${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(ref, 200)}: ${summary(rs)}`, ...rs.map(recordLine));
    }
    return out.length ? `${out.join('\n')}\n` : 'no records match\n';
}
async function auditCommand(args, io) {
    const p = (0,_args_js__WEBPACK_IMPORTED_MODULE_10__/* .parseCommand */ .RM)(_specs_audit_js__WEBPACK_IMPORTED_MODULE_11__/* .AUDIT */ .M, args);
    const action = p.positionals[0];
    if (action !== undefined && action !== 'verify')
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract audit: unknown action "${(0,_render_text_js__WEBPACK_IMPORTED_MODULE_3__/* .cleanTerminal */ .m)(action, 40)}" (expected verify, or none)`);
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

/***/ 70893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ ONLY_DETAILS_DIFFER),
/* harmony export */   m: () => (/* reexport safe */ _terminal_js__WEBPACK_IMPORTED_MODULE_5__.m),
/* harmony export */   renderText: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _causes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35458);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57789);
/* harmony import */ var _group_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28555);
/* harmony import */ var _core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54452);
/* harmony import */ var _message_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(68795);
/* harmony import */ var _text_delta_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92234);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);
/* harmony import */ var _hosts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35579);









/** Why a snapshot that differs shows no rows: what `check` and the matchers print under "does not match". */
const ONLY_DETAILS_DIFFER = '(no contract changes: only snapshot details such as observation metadata differ)';
const COLOR = { breaking: '\x1b[31m', review: '\x1b[33m', safe: '\x1b[32m' };
const RESET = '\x1b[0m';
function label(severity, color) {
    const text = severity.toUpperCase().padEnd(8);
    return color ? `${COLOR[severity]}${text}${RESET}` : text;
}
function refs(c) {
    const before = (c.before?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const after = (c.after?.refs ?? []).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ');
    const what = before && after && before !== after ? `${before} -> ${after}` : after || before || c.kind;
    return what + pointerOf(c);
}
function pointerOf(c) {
    const pointer = c.after?.pointer ?? c.before?.pointer;
    return pointer ? ` ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(pointer, 120)}` : '';
}
/** "3 tools: tool:a, tool:b, tool:c /execution/taskSupport" for a group. */
function what(g) {
    if (g.members.length === 1)
        return refs(g.lead);
    const names = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(g).map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120));
    const kind = g.lead.kind === 'resourceTemplate' ? 'resource template' : g.lead.kind;
    // A report's rewordings are one row whatever their kinds.
    const noun = new Set(g.members.map((m) => m.kind)).size > 1 ? 'capabilities' : `${kind}s`;
    return `${g.members.length} ${noun}: ${names.join(', ')}${pointerOf(g.lead)}`;
}
function hasValues(c) {
    return c.before?.value !== undefined || c.after?.value !== undefined;
}
/** The advice a change carries beyond its rule's hint (a suggested rename, a look-alike), or ''. */
function ownHint(c) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(c.rule);
    if (!rule || !c.hint)
        return '';
    const base = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)(rule.hint, c.params ?? {});
    return c.hint.startsWith(base) ? c.hint.slice(base.length).trim() : '';
}
/** A varied row's hint names no one member's values: what differs between members reads "\u2026". */
function groupHint(g) {
    const rule = (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .ruleById */ .BD)(g.lead.rule);
    if (!(0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) || !rule || !g.lead.params)
        return g.lead.hint;
    return (0,_core_rules_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .fillTemplate */ .ou)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .variedTemplate */ .mb)(rule.hint, g.members), g.lead.params);
}
function changeLines(g, color, hintsShown) {
    const c = g.lead;
    const surface = c.surface && c.surface !== '*' ? `  [${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.surface, 60)}]` : '';
    const lines = [`  ${label(c.severity, color)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.rule, 60)}  ${what(g)}${surface}`, `           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_message_js__WEBPACK_IMPORTED_MODULE_4__/* .plainGroupMessage */ .Ve)(g))}`];
    const invisible = g.members.flatMap((m) => [m.message, ...(m.before?.refs ?? []), ...(m.after?.refs ?? [])]).flatMap(_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .describeInvisible */ .Rb);
    if (invisible.length > 0)
        lines.push(`           warning: contains invisible characters: ${[...new Set(invisible)].join(', ')}`);
    const show = (side) => (side?.value === undefined ? 'absent' : JSON.stringify(side.value));
    if ((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g)) {
        // One rule, a value per capability: each variant on its own line, with its field when the fields differ.
        const pointers = new Set(g.variants.map((v) => v.lead.after?.pointer ?? v.lead.before?.pointer));
        for (const v of g.variants) {
            const delta = (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(v.lead);
            const at = pointers.size > 1 ? `${v.lead.after?.pointer ?? v.lead.before?.pointer ?? ''} ` : '';
            const words = delta?.added && delta.removed ? `words: ${delta.removed} -> ${delta.added}` : delta?.added ? `added text: ${delta.added}` : delta?.removed ? `removed text: ${delta.removed}` : '';
            // A member with no values of its own says what only it has: its suggestion (a rename, a look-alike), else nothing.
            const values = words !== '' ? words : hasValues(v.lead) ? `${show(v.lead.before)} -> ${show(v.lead.after)}` : ownHint(v.lead);
            const line = `${at}${values}`.trim();
            if (line !== '')
                lines.push(`           ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)((0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupRefs */ .e9)(v).join(', '), 200)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(line, 400)}`);
        }
    }
    else if (g.members.length > 1 && (c.before?.value !== undefined || c.after?.value !== undefined)) {
        lines.push(`           each: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.before), 140)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(show(c.after), 140)}`);
    }
    // What the same cause also changed (causes.ts): a line per rule, each change still in the JSON report.
    for (const t of (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldLines */ .zo)(g.told)) {
        const one = t.changes.length === 1 ? t.changes[0] : undefined;
        const at = t.pointers.length > 0 ? ` ${t.pointers.map((p) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(p, 120)).join(', ')}` : '';
        const where = `${t.refs.map((r) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r, 120)).join(', ')}${at}`;
        lines.push(`           with ${t.severity} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(t.rule, 60)}: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(one !== undefined ? `${where}: ${one.message}` : where, 300)}`);
        // A told text edit (under its risky-text row) still shows the text, which is what the reviewer must read.
        const told = one === undefined ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(one);
        if (told?.removed)
            lines.push(`             removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.removed, 300)}`);
        if (told?.added)
            lines.push(`             added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(told.added, 300)}`);
        for (const h of t.changes.flatMap((x) => (0,_causes_js__WEBPACK_IMPORTED_MODULE_0__/* .toldHint */ .VK)(x) ?? []))
            lines.push(`             hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(h, 500)}`);
    }
    const delta = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .isVaried */ .k$)(g) ? undefined : (0,_text_delta_js__WEBPACK_IMPORTED_MODULE_7__/* .changeTextDelta */ .Co)(c);
    if (delta?.removed)
        lines.push(`           removed text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.removed, 300)}`);
    if (delta?.added)
        lines.push(`           added text: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(delta.added, 300)}`);
    // What the text edits of this row add, by cue class (a row of plain rewordings adds none).
    const cues = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .addedCueWords */ .t0)(g);
    if (cues.length > 0)
        lines.push(`           new cue: ${cues.join(', ')}`);
    if (c.adjusted)
        lines.push(`           adjusted: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(c.adjusted)}`);
    // Twenty removals need the advice once, not twenty times: a hint already printed for this rule is not repeated.
    const hint = groupHint(g);
    const hintKey = `${c.rule}\u0000${hint}`;
    if (hint && !hintsShown.has(hintKey)) {
        hintsShown.add(hintKey);
        lines.push(`           hint: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(hint, 500)}`);
    }
    return lines;
}
function renderOne(r, color) {
    const groups = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .groupChanges */ .tw)(r.changes);
    const d = (0,_group_js__WEBPACK_IMPORTED_MODULE_2__/* .distinctCount */ .EX)(r.changes);
    const distinct = d.breaking + d.review + d.safe;
    // Counted as a reader counts: a change on several surfaces once. Say when the rows are fewer or the copies more.
    const notes = [];
    if (groups.length < distinct)
        notes.push(`in ${groups.length} rows`);
    if (r.changes.length > distinct)
        notes.push(`${r.changes.length} counting each surface separately`);
    const name = r.server.trim().toLowerCase() === 'server' ? 'server' : `server ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.server, 100)}`;
    const head = `${name} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.base, 60)} -> ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(r.head, 60)}): ${d.breaking} breaking, ${d.review} review, ${d.safe} safe${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    const lines = [head];
    if (r.changes.length === 0)
        lines.push('  no contract changes');
    const hintsShown = new Set();
    for (const g of groups)
        lines.push(...changeLines(g, color, hintsShown));
    if (r.ignored.length > 0)
        lines.push(`  ${r.ignored.length} ignored by the config`);
    if (r.hosts)
        lines.push(...(0,_hosts_js__WEBPACK_IMPORTED_MODULE_6__/* .hostTextLines */ .F$)(r.hosts, _terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m));
    return lines.join('\n');
}
/** One block per report, changes worst first. */
function renderText(reports, options = {}) {
    const list = Array.isArray(reports) ? reports : [reports];
    return `${list.map((r) => renderOne(r, options.color === true)).join('\n\n')}\n`;
}


/***/ })

};

export const id = 8586;
export const ids = [8586,4605,893];
export const modules = {

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

/***/ 85438:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ readBounded),
/* harmony export */   G: () => (/* binding */ shownFile),
/* harmony export */   R5: () => (/* binding */ readInput),
/* harmony export */   Uq: () => (/* binding */ contractContext),
/* harmony export */   k4: () => (/* binding */ discover)
/* harmony export */ });
/* unused harmony exports WORKSPACE_FILES, userFiles, SCAN_LIMITS, lockedPackages */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19130);
/* harmony import */ var _clients_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(44605);
/* harmony import */ var _jsonc_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69970);
// Finding and reading client configurations on disk: the only part of the scan that touches files.





/** Where each client keeps a workspace's configuration. */
const WORKSPACE_FILES = ['.vscode/mcp.json', '.cursor/mcp.json', '.mcp.json', 'mcp-contract.json'];
/** Where each client keeps the user's configuration (macOS, Linux and Windows places). */
function userFiles(home, env) {
    const out = [
        node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json'),
        node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, '.config', 'Claude', 'claude_desktop_config.json'),
        node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, '.cursor', 'mcp.json'),
        node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, 'Library', 'Application Support', 'Code', 'User', 'mcp.json'),
        node_path__WEBPACK_IMPORTED_MODULE_1___default().join(home, '.config', 'Code', 'User', 'mcp.json'),
    ];
    if (env.APPDATA)
        out.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.APPDATA, 'Claude', 'claude_desktop_config.json'), node_path__WEBPACK_IMPORTED_MODULE_1___default().join(env.APPDATA, 'Code', 'User', 'mcp.json'));
    return out;
}
function shownFile(workspace, abs) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(workspace, abs);
    return rel === '' || rel.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel) ? abs : rel.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}
/** A client config is kilobytes; anything past these is refused before it is read or walked. */
const SCAN_LIMITS = { bytes: 2 * 1024 * 1024, serversPerFile: 500 };
/**
 * Reads at most `max` bytes, from a regular file only (a FIFO or /dev/zero would never end); `reader` ends the line
 * that refuses a larger one ("scan reads configuration files").
 */
function readBounded(abs, shown, max = SCAN_LIMITS.bytes, reader = 'scan reads configuration files') {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(abs, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    try {
        const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!st.isFile())
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${shown}: not a regular file`);
        if (st.size > max)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${shown}: ${st.size} bytes; ${reader} of at most ${max} bytes`);
        const buf = Buffer.alloc(max + 1);
        let n = 0;
        for (let got = -1; got !== 0 && n < buf.length; n += got)
            got = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, n, buf.length - n, null);
        if (n > max)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${shown}: larger than ${max} bytes; ${reader} of at most that size`);
        return buf.subarray(0, n).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function readInput(abs, shown) {
    let text;
    try {
        text = readBounded(abs, shown);
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb)
            throw e;
        const code = e.code;
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${shown}: cannot read (${code === 'ENOENT' ? 'no such file' : (code ?? e.message)})`);
    }
    try {
        const json = (0,_jsonc_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonc */ .pX)(text);
        const client = (0,_clients_js__WEBPACK_IMPORTED_MODULE_3__/* .clientOf */ .fe)(abs, json.value);
        const servers = serverCount(client, json.value);
        if (servers > SCAN_LIMITS.serversPerFile)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${shown}: ${servers} servers; scan reads at most ${SCAN_LIMITS.serversPerFile} per file`);
        return { file: shown, abs, client, json };
    }
    catch (e) {
        if (e instanceof _jsonc_js__WEBPACK_IMPORTED_MODULE_4__/* .JsoncError */ .aJ)
            throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${shown}: not valid JSON (${e.message})`);
        throw e;
    }
}
function serverCount(client, root) {
    if (typeof root !== 'object' || root === null || Array.isArray(root))
        return 0;
    const map = client === 'mcp-contract' || client === 'vscode' ? root.servers : root.mcpServers;
    return typeof map === 'object' && map !== null && !Array.isArray(map) ? Object.keys(map).length : 0;
}
/** The configuration files to scan: the paths given (a directory means its workspace files), else the workspace's. */
function discover(paths, cwd, workspace, user, home, env) {
    const out = [];
    const looked = [];
    const add = (p) => {
        if (!out.includes(p))
            out.push(p);
    };
    for (const p of paths) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, p);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(abs) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(abs).isDirectory()) {
            for (const f of WORKSPACE_FILES) {
                looked.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, f));
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, f)))
                    add(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(abs, f));
            }
        }
        else
            add(abs);
    }
    if (paths.length === 0) {
        for (const f of WORKSPACE_FILES) {
            looked.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, f));
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, f)))
                add(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, f));
        }
    }
    if (user)
        for (const f of userFiles(home, env)) {
            looked.push(f);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(f))
                add(f);
        }
    if (out.length === 0) {
        throw new _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcp-contract scan: no MCP client configuration found (looked for ${looked.map((l) => shownFile(workspace, l)).join(', ')})`);
    }
    return out;
}
/** Lockfiles of this size are refused silently (no pins read): a real one is a few megabytes. */
const MAX_LOCKFILE_BYTES = 64 * 1024 * 1024;
/** Top-level packages pinned by the workspace's npm lockfile (v2/v3 `packages`), name -> version. */
function lockedPackages(workspace) {
    const out = new Map();
    for (const name of ['npm-shrinkwrap.json', 'package-lock.json']) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, name);
        try {
            const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
            if (!st.isFile() || st.size > MAX_LOCKFILE_BYTES)
                continue;
            const lock = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
            for (const [key, entry] of Object.entries(lock.packages ?? {})) {
                const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key);
                if (m && typeof entry?.version === 'string' && typeof entry.integrity === 'string')
                    out.set(m[1], entry.version);
            }
            return out;
        }
        catch {
            // No lockfile, or not JSON: nothing is pinned by it.
        }
    }
    return out;
}
/** The workspace's own mcp-contract.json, read leniently: only to see which servers have a baseline and canaries. */
function contractContext(workspace, home) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(workspace, 'mcp-contract.json');
    const base = { workspace, home, lockedPackages: lockedPackages(workspace), fileExists: (abs) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(abs) };
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return base;
    const input = readInput(file, 'mcp-contract.json');
    const servers = (0,_clients_js__WEBPACK_IMPORTED_MODULE_3__/* .serversOf */ .U2)('mcp-contract', input.json.value, input.file).map((s) => {
        const snapshot = s.snapshot ?? `snapshots/${s.name}.json`;
        return {
            name: s.name,
            command: s.command?.value,
            args: s.args.filter((a) => !a.pointer.includes('/surfaces/')).map((a) => a.value),
            url: s.url[0]?.value,
            snapshot,
            snapshotExists: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, snapshot)),
            canaries: s.canaries ?? 0,
        };
    });
    return { ...base, contract: { file: 'mcp-contract.json', servers } };
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

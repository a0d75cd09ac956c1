export const id = 2957;
export const ids = [2957];
export const modules = {

/***/ 87911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ commandHelp),
/* harmony export */   p: () => (/* binding */ usageLines)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
// The usage lines and `--help` of a command, generated from its table (spec.ts): nothing here names an option.

/** Usage lines longer than this wrap, continued under the command's first argument. */
const WIDTH = 120;
/** `mcp-contract ` and the padded command name (`snapshot `). */
const NAME_WIDTH = 9;
/** How usage shows an option: `--config FILE`, `--via sdk|inspector`, `--update`. */
function shown(row) {
    const value = row.choices ? row.choices.join('|') : row.value;
    return value ? `--${row.name} ${value}` : `--${row.name}`;
}
/** Each form with its options: those it places as `{name}`, then those no form places whose row names it. */
function forms(spec) {
    const byName = new Map((0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .optionRows */ .zl)(spec).map((r) => [r.name, r]));
    for (const name of spec.usage.flatMap(_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .placedIn */ .T8))
        if (!byName.has(name))
            throw new Error(`usage of ${spec.name} names {${name}}, which is no option of its table`);
    return spec.usage.map((form, i) => {
        const filled = form.replace(/\{([a-z-]+)\}/g, (_, name) => shown(byName.get(name)));
        const added = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .addedTo */ .MX)(spec, i).map((r) => `[${shown(r)}]${r.repeat ? '...' : ''}`);
        const tail = / \(?-- /.exec(` ${filled}`)?.index ?? filled.length + 1;
        return [filled.slice(0, tail), ...added, filled.slice(tail)].map((t) => t.trim()).filter(Boolean).join(' ');
    });
}
/** Splits at spaces outside brackets, parentheses and quotes, so `[--header 'K: V']` stays whole. */
function units(line) {
    const out = [];
    let depth = 0;
    let quoted = false;
    let current = '';
    for (const ch of line) {
        if (ch === "'")
            quoted = !quoted;
        else if (!quoted && '[('.includes(ch))
            depth++;
        else if (!quoted && '])'.includes(ch))
            depth--;
        if (ch === ' ' && depth === 0 && !quoted) {
            if (current)
                out.push(current);
            current = '';
        }
        else
            current += ch;
    }
    if (current)
        out.push(current);
    // The server's command line after `--` stays together: it is one thing the reader copies.
    const dd = out.indexOf('--');
    return dd < 0 ? out : [...out.slice(0, dd), out.slice(dd).join(' ')];
}
/** Fills lines up to WIDTH (counting `lead`, which the first line carries), continuing under `indent` spaces. */
function wrap(lead, text, indent) {
    const lines = [];
    let line = lead;
    for (const u of units(text)) {
        const fresh = line.trim() === '' || line === lead;
        if (!fresh && line.length + 1 + u.length > WIDTH) {
            lines.push(line);
            line = `${' '.repeat(indent)}${u}`;
        }
        else
            line = fresh ? `${line}${u}` : `${line} ${u}`;
    }
    lines.push(line);
    return lines;
}
/** The command's usage lines as the overview and the CLI block of docs/cli.md show them (`mcp-contract check    ...`). */
function usageLines(spec) {
    const lead = `mcp-contract ${spec.name.padEnd(NAME_WIDTH - 1)} `;
    return forms(spec).flatMap((form) => wrap(lead, form, lead.length));
}
function optionLabel(row) {
    return `${row.short ? `-${row.short}, ` : ''}--${row.name}${row.value ? ` ${row.value}` : ''}`;
}
/** `mcp-contract COMMAND --help`: usage, what it does, its arguments and every option its table declares. */
function commandHelp(spec) {
    const rows = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .optionRows */ .zl)(spec);
    const operands = spec.operands ?? [];
    const width = Math.max(...rows.map((r) => optionLabel(r).length), ...operands.map((o) => o.name.length));
    const lead = `mcp-contract ${spec.name} `;
    const usage = forms(spec).flatMap((form, i) => wrap(`${i === 0 ? 'usage: ' : '       '}${lead}`, form, 7 + lead.length));
    return [
        ...usage,
        '',
        spec.about,
        '',
        ...(operands.length ? ['arguments:', ...operands.map((o) => `  ${o.name.padEnd(width)}  ${o.help}`), ''] : []),
        'options:',
        ...rows.map((r) => `  ${optionLabel(r).padEnd(width)}  ${r.help}`),
        '',
    ].join('\n');
}


/***/ }),

/***/ 12957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMANDS: () => (/* binding */ COMMANDS),
/* harmony export */   VERSION: () => (/* reexport safe */ _version_js__WEBPACK_IMPORTED_MODULE_4__.x),
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   usage: () => (/* binding */ usage)
/* harmony export */ });
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(19130);
/* harmony import */ var _help_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87911);
/* harmony import */ var _specs_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15577);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(71604);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(63882);
/* harmony import */ var _render_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(71518);
/* harmony import */ var _core_shared_closest_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89990);
// `run(args, io)` is the whole CLI: commands return exit codes, expected failures print one line.








// Each command is imported when it runs, so the bundle splits one chunk per command and `--version`, `rules` or
// `scan` never parse the MCP SDK, zod, ajv or the badge fonts (issue 21: start-up within 1.5x bare node).
const COMMANDS = {
    init: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(1096), __webpack_require__.e(8586), __webpack_require__.e(3784)]).then(__webpack_require__.bind(__webpack_require__, 3763))).initCommand,
    snapshot: async () => (await Promise.all(/* import() */[__webpack_require__.e(5217), __webpack_require__.e(2149)]).then(__webpack_require__.bind(__webpack_require__, 62149))).snapshotCommand,
    check: async () => (await Promise.all(/* import() */[__webpack_require__.e(5217), __webpack_require__.e(2345)]).then(__webpack_require__.bind(__webpack_require__, 92345))).checkCommand,
    diff: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(3647), __webpack_require__.e(271), __webpack_require__.e(4270), __webpack_require__.e(8883)]).then(__webpack_require__.bind(__webpack_require__, 58883))).diffCommand,
    release: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(1096), __webpack_require__.e(4270), __webpack_require__.e(9198), __webpack_require__.e(4044)]).then(__webpack_require__.bind(__webpack_require__, 26025))).releaseCommand,
    badge: async () => (await Promise.all(/* import() */[__webpack_require__.e(8833), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(4270), __webpack_require__.e(9459)]).then(__webpack_require__.bind(__webpack_require__, 81362))).badgeCommand,
    rules: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(9950)]).then(__webpack_require__.bind(__webpack_require__, 49950))).rulesCommand,
    docs: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(6496)]).then(__webpack_require__.bind(__webpack_require__, 36496))).docsCommand,
    scan: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(1096), __webpack_require__.e(5252), __webpack_require__.e(2757), __webpack_require__.e(204), __webpack_require__.e(8586), __webpack_require__.e(1260), __webpack_require__.e(6535)]).then(__webpack_require__.bind(__webpack_require__, 50981))).scanCommand,
    consent: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(271), __webpack_require__.e(1096), __webpack_require__.e(5252), __webpack_require__.e(8586), __webpack_require__.e(1260), __webpack_require__.e(1098)]).then(__webpack_require__.bind(__webpack_require__, 83353))).consentCommand,
    verify: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(5252), __webpack_require__.e(4270), __webpack_require__.e(204), __webpack_require__.e(5057)]).then(__webpack_require__.bind(__webpack_require__, 45057))).verifyCommand,
    guard: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(5252), __webpack_require__.e(204), __webpack_require__.e(8811)]).then(__webpack_require__.bind(__webpack_require__, 48811))).guardCommand,
    approve: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(5252), __webpack_require__.e(204), __webpack_require__.e(9580), __webpack_require__.e(9198), __webpack_require__.e(1634), __webpack_require__.e(2210)]).then(__webpack_require__.bind(__webpack_require__, 18776))).approveCommand,
    reject: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(5252), __webpack_require__.e(204), __webpack_require__.e(9580), __webpack_require__.e(9198), __webpack_require__.e(1634), __webpack_require__.e(2210)]).then(__webpack_require__.bind(__webpack_require__, 18776))).rejectCommand,
    status: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(271), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(1096), __webpack_require__.e(5252), __webpack_require__.e(2757), __webpack_require__.e(204), __webpack_require__.e(9580), __webpack_require__.e(9198), __webpack_require__.e(1634), __webpack_require__.e(4979)]).then(__webpack_require__.bind(__webpack_require__, 46171))).statusCommand,
    console: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(271), __webpack_require__.e(1096), __webpack_require__.e(5252), __webpack_require__.e(2757), __webpack_require__.e(9580), __webpack_require__.e(9198), __webpack_require__.e(7568)]).then(__webpack_require__.bind(__webpack_require__, 22537))).consoleCommand,
    audit: async () => (await Promise.all(/* import() */[__webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(271), __webpack_require__.e(5252), __webpack_require__.e(5484)]).then(__webpack_require__.bind(__webpack_require__, 54294))).auditCommand,
    auth: async () => (await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4452), __webpack_require__.e(4117), __webpack_require__.e(8560), __webpack_require__.e(9088), __webpack_require__.e(3647), __webpack_require__.e(6912), __webpack_require__.e(5217), __webpack_require__.e(6475), __webpack_require__.e(1096), __webpack_require__.e(1278), __webpack_require__.e(5621)]).then(__webpack_require__.bind(__webpack_require__, 58151))).authCommand,
};
/** The overview `--help` prints: built when asked for, not on every command's start (it wraps every command's usage). */
function usage() {
    return `mcp-contract ${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x}: keep an MCP server's capability surface honest

usage:
${Object.values(_specs_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SPECS */ .n)
        .flatMap(_help_js__WEBPACK_IMPORTED_MODULE_1__/* .usageLines */ .p)
        .map((l) => `  ${l}`)
        .join('\n')}

Run mcp-contract COMMAND --help for a command's options.
exit codes: ${_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_DOCS */ .VI.map((e) => `${e.code} ${e.name}`).join(', ')}
`;
}
/** Everything before `--` belongs to us; `--help` after it is the server's argument. */
function asksForHelp(args) {
    const dd = args.indexOf('--');
    return (dd >= 0 ? args.slice(0, dd) : args).some((a) => a === '--help' || a === '-h');
}
async function run(args, io) {
    const [command, ...rest] = args;
    if (command === 'help' && rest[0] !== undefined && _specs_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SPECS */ .n[rest[0]]) {
        io.stdout((0,_help_js__WEBPACK_IMPORTED_MODULE_1__/* .commandHelp */ .b)(_specs_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SPECS */ .n[rest[0]]));
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.ok;
    }
    if (!command || command === '--help' || command === '-h' || command === 'help') {
        io.stdout(usage());
        return command ? _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.ok : _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.usage;
    }
    if (command === '--version' || command === '-v') {
        io.stdout(`${_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x}\n`);
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.ok;
    }
    const load = COMMANDS[command];
    if (!load) {
        const guess = (0,_core_shared_closest_js__WEBPACK_IMPORTED_MODULE_6__/* .closest */ .k)(command, Object.keys(_specs_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SPECS */ .n));
        io.stderr(`mcp-contract: unknown command "${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(command, 60)}" (${guess ? `did you mean ${guess}? ` : ''}try --help)\n`);
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.usage;
    }
    if (_specs_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SPECS */ .n[command] && asksForHelp(rest)) {
        io.stdout((0,_help_js__WEBPACK_IMPORTED_MODULE_1__/* .commandHelp */ .b)(_specs_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SPECS */ .n[command]));
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.ok;
    }
    try {
        return await (await load())(rest, io);
    }
    catch (e) {
        if (e instanceof _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractError */ .Vl) {
            // Messages and details quote server text (errors, stderr tails): no escape sequence reaches the terminal.
            const line = (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(e.message, 4000);
            io.stderr(`${line.startsWith('mcp-contract ') ? '' : 'mcp-contract: '}${line}\n`);
            if (e.detail)
                io.stderr((0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .untrustedBlock */ .C9)(io, e.detail.trimEnd().split('\n').map((l) => (0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(l, 500))));
            return e.exitCode;
        }
        // An unexpected failure is a bug: one line plus where, not a wall of stack.
        const err = e;
        const frame = err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
        const where = frame ? ` (in ${frame.trim().slice(3)})` : '';
        io.stderr(`mcp-contract: internal error: ${(0,_render_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .cleanTerminal */ .m)(`${err?.message ?? String(e)}${where}`, 500)}\n`);
        return _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .dc.internal;
    }
}


/***/ }),

/***/ 34850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ AUDIT)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract audit`: its one table of options (parsing, --help and usage come from it).


const AUDIT = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'audit',
    about: "Answers from the guard store's audit log, per capability: who approved it (OS user and --by), at which digest, scope and expiry; which calls ran under it (forwarded, refused and why); when it stopped holding (stale with its rule ids, expired, missing, rejected, identity changed). `audit verify` checks the log's HMAC chain and names the first record that does not hold (file and line): exit 0, or 1.",
    usage: ['[{store}] [{server}] [{ref}] [{since}]', 'verify [{store}]'],
    operands: [{ name: 'verify', help: 'check the chain instead: every record sealed, linked to the one before it, none cut off its end' }],
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er,
        { name: 'server', short: 's', value: 'NAME', help: 'only this server of the store' },
        { name: 'ref', value: 'REF', help: 'only this capability (tool:NAME, or a bare name)' },
        { name: 'since', value: 'TIME', help: 'only records at or after this ISO date (YYYY-MM-DD) or date-time' },
    ],
    formats: { text: 'per capability: what answers the questions, then each record', json: 'the records, with the chain verdict' },
});


/***/ }),

/***/ 79891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ AUTH)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract auth`: its one table of options (parsing, --help and usage come from it).


const AUTH = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'auth',
    about: "Manages a person's OAuth grant for a remote server (its \"oauth\" entry): login signs in once in the browser (authorization code with PKCE, loopback redirect; BROWSER names the browser command), status shows issuer, scopes and expiry (never a token), logout forgets the grant. Grants live in the guard store's directory, 0600; a CI run never signs in.",
    usage: ['login|status|logout {server} [{config}] [{store}] [{no-browser}]'],
    operands: [{ name: 'ACTION', help: 'login, status or logout' }],
    options: [
        { name: 'server', short: 's', value: 'NAME', help: 'the server of the config (needed when it has several)' },
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er,
        { name: 'no-browser', help: 'login: print the sign-in URL instead of opening a browser' },
    ],
    formats: { text: 'one line per grant', json: 'the grant (issuer, scope, expiry, refreshable), never a token' },
});


/***/ }),

/***/ 25694:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ BADGE_STATES),
/* harmony export */   y: () => (/* binding */ BADGE)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract badge`: its one table of options (parsing, --help and usage come from it).


const BADGE_STATES = ['ok', 'review', 'breaking', 'stale', 'unknown'];
const BADGE = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'badge',
    about: 'Draws the README badge offline: badges/<server>.svg and a shields.io endpoint badges/<server>.json.',
    usage: [
        '[{config}] [{server}]... [{svg}] [{endpoint}] [{live}] [{hosts}]',
        `{snapshot} [{name}] [{svg}] [{endpoint}] {live} ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ}`,
    ],
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVER */ .yv,
        { name: 'svg', value: 'FILE', help: 'where to write the SVG (one server only; default badges/<server>.svg)' },
        { name: 'endpoint', value: 'FILE', help: 'where to write the shields.io endpoint JSON (one server only; default badges/<server>.json)' },
        { name: 'live', help: 'capture the live server: the badge turns red and the exit code 1 when the snapshot is stale' },
        { name: 'hosts', help: 'also draw the host badge in a hosts/ folder beside each file (badges/hosts/<server>.svg and .json): which configured hosts accept every tool' },
        { name: 'state', value: 'S', choices: BADGE_STATES, help: 'draw a given state without capturing: ok, review, breaking, stale, unknown' },
        { name: 'label', value: 'TEXT', help: 'the badge\'s left-hand text (default "mcp contract")' },
        { name: 'snapshot', value: 'FILE', help: "the snapshot to draw from (default: the server's snapshot in the config; required for an inline server)" },
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineServer */ .lh)('with --live: capture'),
    ],
    formats: { text: '', json: "each server's badge: state, message, colour and the files written" },
});


/***/ }),

/***/ 50565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ CHECK)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract check`: its one table of options (parsing, --help and usage come from it).


const CHECK = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'check',
    about: 'Captures the live server and compares it with the committed snapshot, then runs its canaries in the same session: exit 0 when equal and every canary observed its expected result, 1 otherwise.',
    usage: [
        '[{config}] [{server}]... [{update}] [{no-canaries}] [{base}] [{concurrency}]',
        `{snapshot} [{name}] [{update}] ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ}`,
    ],
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVER */ .yv,
        { name: 'snapshot', value: 'FILE', help: 'the committed snapshot (required for an inline server after -- or --url)' },
        { name: 'update', help: 'rewrite the snapshot with the live surface instead of failing' },
        { name: 'no-canaries', help: "skip the config's canaries (the report then says behaviour is unverified)" },
        { name: 'base', value: 'REF', help: 'in CI, the ref whose config grants canaries side effects (default origin/$GITHUB_BASE_REF)' },
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineServer */ .lh)('check'),
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONCURRENCY */ .iy,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .VIA */ .lv,
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .OUT */ .Po, help: 'also write the result to FILE, in --format (else as its extension says: .json, .xml JUnit, .sarif, text)' },
    ],
    formats: { text: '', json: 'the result and the classified drift', junit: 'one suite per server', sarif: 'SARIF 2.1.0 for code scanning' },
});


/***/ }),

/***/ 8623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ CONSENT)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract consent`: its one table of options (parsing, --help and usage come from it).


const CONSENT = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'consent',
    about: "Carries the user's saved decisions across a server's change: Claude Code permissions, Gemini CLI includeTools/excludeTools, Codex enabled_tools/disabled_tools and approval modes, VS Code tool sets and the gateway's profiles. Denies follow every successor; an allow follows only a declared rename (or an approved rebind) to a tool that can do no more; wildcards that now cover new tools are reported.",
    usage: ['{from} {to} [{config}] [{store}] [{server}] [{as}] [{root}] [{file}]... [{write}]'],
    options: [
        { name: 'from', value: 'SNAPSHOT', help: "the server before the change: a snapshot file, git:REF:PATH, live (the config's server), live:NAME, or store (with --to store: what the --store approved, and what it saw served last)" },
        { name: 'to', value: 'SNAPSHOT', help: 'the server after the change, as --from' },
        {
            ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI,
            help: "the declared renames, merges and splits, and the gateway's profiles (default mcp-contract.json in --root when present). A user of a server may write one for it: a file holding only \"renames\" (such as {\"renames\": {\"tool:read_file\": \"tool:read_text_file\"}}) is a whole config",
        },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er, help: "also carry the renames a person approved in the guard's store (its signed manual rebinds); the store --from store and --to store read" },
        { name: 'server', short: 's', value: 'NAME', help: "the config's server for a live side; the store's server with --from store" },
        { name: 'as', value: 'KEY', help: "the server's name in the clients' files (default: the snapshots' server name); rules of other servers are never touched" },
        { name: 'root', value: 'DIR', help: "the project whose .claude/, .gemini/ and .codex/ settings are read with the user's own (default the current directory)" },
        { name: 'file', value: 'PATH', repeat: true, help: 'read only these settings files (the client is known from the name and place)' },
        { name: 'write', help: 'apply the carries in place (a backup beside each file); default: print the plan and a diff' },
    ],
    formats: { text: '', json: '', sarif: 'SARIF 2.1.0, each outcome on its rule\'s line' },
});


/***/ }),

/***/ 75916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ CONSOLE)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract console`: its one table of options (parsing, --help and usage come from it).


const CONSOLE = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'console',
    about: "Serves a local review page for the guard's store: every server and profile with its counts, each held change field by field with the definition it would approve, and every decision approve, reject and status make (approve, reject, rebind, the new launch code, expiry, scope, revoke, a whole reviewed upgrade), with each capability's audit history. Prints a URL with a one-time token; Ctrl-C stops it.",
    usage: ['[{store}] [{config}] [{listen}] [{open}]'],
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er,
        { name: 'config', short: 'c', value: 'FILE', help: "the gateway's config (an mcp-contract config or a client's file): its servers, snapshots and profiles are shown with the store's" },
        { name: 'listen', value: '[HOST:]PORT', help: 'where to serve the page (default 127.0.0.1 on a free port; loopback only)' },
        { name: 'open', help: 'open the printed URL in the default browser' },
    ],
});


/***/ }),

/***/ 18450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ DIFF)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract diff`: its one table of options (parsing, --help and usage come from it).


const DIFF = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'diff',
    about: "Classifies BASE -> HEAD. Each side is a snapshot file, git:REF:PATH, live (captured from the config's server) or live:NAME (the config's server NAME); two live sides are captured at once, in this one process.",
    usage: ['BASE (HEAD | {live}) [{config}] [{server}]', `BASE (live | {live}) {snapshot} [{name}] ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ}`],
    operands: [
        { name: 'BASE', help: 'the old side: a snapshot file, git:REF:PATH, live or live:NAME' },
        { name: 'HEAD', help: "the new side, as BASE; live:NAME is the config's server NAME (diff live:old live:new compares two builds of one server)" },
    ],
    options: [
        { name: 'live', help: 'the head is the live server (same as HEAD = live)' },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI, help: 'renames, severity overrides and ignores (default mcp-contract.json when present); the servers for live' },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVER */ .yv, help: 'the server to capture for live' },
        { name: 'snapshot', value: 'FILE', help: 'for an inline live server (after -- or --url): its snapshot, whose server name the capture is recorded under' },
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineServer */ .lh)('the live side is'),
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .OUT */ .Po, help: 'also write the report to FILE, in --format (else as its extension says: .json, .md, .xml JUnit, .sarif, text)' },
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .VIA */ .lv,
    ],
    formats: { text: '', markdown: 'the PR comment body', json: '', junit: 'JUnit XML', sarif: 'SARIF 2.1.0, results at the capability line of the snapshot file' },
    failOn: { subject: 'a change', default: 'breaking' },
});


/***/ }),

/***/ 99210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ DOC_SECTIONS),
/* harmony export */   i: () => (/* binding */ DOCS)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
// `mcp-contract docs`: its one table of options (parsing, --help and usage come from it).

const DOC_SECTIONS = ['usage', 'rules', 'release-rules', 'scan-rules', 'canary-rules', 'host-checks', 'exit-codes', 'inputs', 'outputs', 'config'];
const DOCS = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'docs',
    about: "Regenerates the generated sections of README.md and docs/*.md from the code (npm run docs), or prints one section.",
    usage: ['[{section}] [{readme}]'],
    options: [
        { name: 'section', value: 'S', choices: DOC_SECTIONS, help: 'print only this generated section instead of rewriting the pages' },
        { name: 'readme', value: 'FILE', help: 'the one page to regenerate (default: README.md and every docs/*.md in the current directory)' },
    ],
});


/***/ }),

/***/ 15577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ SPECS)
/* harmony export */ });
/* harmony import */ var _audit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(34850);
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79891);
/* harmony import */ var _badge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25694);
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50565);
/* harmony import */ var _consent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8623);
/* harmony import */ var _console_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(75916);
/* harmony import */ var _diff_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18450);
/* harmony import */ var _docs_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(99210);
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(38088);
/* harmony import */ var _init_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(46343);
/* harmony import */ var _release_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(12584);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(46906);
/* harmony import */ var _scan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(55028);
/* harmony import */ var _snapshot_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(89465);
/* harmony import */ var _store_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(89604);
/* harmony import */ var _verify_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6216);
















const SPECS = Object.fromEntries([_init_js__WEBPACK_IMPORTED_MODULE_9__/* .INIT */ .Z, _snapshot_js__WEBPACK_IMPORTED_MODULE_13__/* .SNAPSHOT */ .x, _check_js__WEBPACK_IMPORTED_MODULE_3__/* .CHECK */ .f, _diff_js__WEBPACK_IMPORTED_MODULE_6__/* .DIFF */ .M, _release_js__WEBPACK_IMPORTED_MODULE_10__/* .RELEASE */ .g, _badge_js__WEBPACK_IMPORTED_MODULE_2__/* .BADGE */ .y, _scan_js__WEBPACK_IMPORTED_MODULE_12__/* .SCAN */ .w, _consent_js__WEBPACK_IMPORTED_MODULE_4__/* .CONSENT */ .P, _rules_js__WEBPACK_IMPORTED_MODULE_11__/* .RULES_COMMAND */ .i, _docs_js__WEBPACK_IMPORTED_MODULE_7__/* .DOCS */ .i, _verify_js__WEBPACK_IMPORTED_MODULE_15__/* .VERIFY */ .k, _guard_js__WEBPACK_IMPORTED_MODULE_8__/* .GUARD */ .G, _store_js__WEBPACK_IMPORTED_MODULE_14__/* .APPROVE */ .Ob, _store_js__WEBPACK_IMPORTED_MODULE_14__/* .REJECT */ .yV, _store_js__WEBPACK_IMPORTED_MODULE_14__/* .STATUS */ .XQ, _console_js__WEBPACK_IMPORTED_MODULE_5__/* .CONSOLE */ .s, _audit_js__WEBPACK_IMPORTED_MODULE_0__/* .AUDIT */ .M, _auth_js__WEBPACK_IMPORTED_MODULE_1__/* .AUTH */ .J].map((s) => [s.name, s]));


/***/ }),

/***/ 46343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ INIT)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract init`: its one table of options (parsing, --help and usage come from it).


const INIT = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'init',
    about: 'Adopts mcp-contract for one server: writes the config (with the install its lockfile names as setup) and the first snapshot (only when the capture is complete), and with --workflow the pull-request workflow. To carry your client rules across a rename of a server you only use, no init is needed: a mcp-contract.json holding just "renames" serves consent.',
    usage: [
        '[{config}] [{name}] [{workflow} [{matrix}]] [{env}]... -- <command> [args...]',
        '[{config}] [{name}] [{workflow} [{matrix}]] {url} [{header}]... [{transport}]',
        '{discover} [DIR] [{config}] [{workflow} [{matrix}]]',
        '{gateway} [{config}]',
    ],
    operands: [{ name: 'DIR', help: 'with --discover: the directory whose manifests are read (default the current directory)' }],
    options: [
        { name: 'config', short: 'c', value: 'FILE', help: 'the config to create (default mcp-contract.json; an existing file is never overwritten)' },
        { name: 'name', value: 'NAME', help: "the server's name in the config (default: derived from the server's own serverInfo.name)" },
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .URL */ .k,
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El, help: 'HTTP header for the capture; the config refers to an environment variable instead of the value' },
        {
            name: 'env',
            value: 'NAME[=VALUE]',
            repeat: true,
            help: "environment variable the server needs (a token): used for the capture, written to the config as ${NAME}, never as its value; without =VALUE it is taken from this environment",
        },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .TRANSPORT */ .kQ, help: 'for --url: streamable-http, sse, or auto (default)' },
        { name: 'workflow', help: 'also write .github/workflows/mcp-contract.yml (kept if it exists)' },
        {
            name: 'discover',
            help: "one config entry per MCP server the repository's manifests declare (npm packages on an MCP SDK with a bin or start script; Python projects on mcp or fastmcp with __main__ or a console script), for review: nothing is started",
        },
        { name: 'matrix', value: 'N', help: 'with --workflow: the capture job as an Actions matrix of N shards (shard: i/N), judged by one comment job' },
        {
            name: 'gateway',
            value: 'CLIENT_FILE',
            help: "a client's config (Claude Desktop, Cursor, .mcp.json, VS Code): writes its servers to --config (default mcp-contract-gateway.json beside it, mode 0600) and prints the one entry that replaces them, running guard --config over them all; nothing is started",
        },
    ],
});


/***/ }),

/***/ 12584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ RELEASE)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract release`: its one table of options (parsing, --help and usage come from it).


const RELEASE = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'release',
    about: 'Compares the last release with the head: removals must have served their deprecation window, the version bump must match the drift.',
    usage: [
        '[{config}] [{server}]... [{since}] [{snapshot}] [{date}] [{live}]',
        `{live} {snapshot} [{name}] [{since}] [{date}] ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ}`,
    ],
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVER */ .yv,
        { name: 'since', value: 'REF|FILE', help: 'the last release: a git tag or ref, or a snapshot file (default: the newest tag holding the snapshot)' },
        { name: 'snapshot', value: 'FILE', help: "the head snapshot (default: the server's snapshot in the config; required for an inline server)" },
        { name: 'live', help: 'capture the head from the live server instead' },
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineServer */ .lh)('with --live: capture'),
        { name: 'date', value: 'YYYY-MM-DD', help: 'the release date (default today)' },
        { name: 'attest', help: 'when the gate passes, sign the judged surface (in-toto statement in a Sigstore bundle) and write it beside the snapshot as NAME.sigstore.json' },
        { name: 'artifact', value: 'FILE', help: 'with --attest: the released file (npm tarball, PyPI file, MCPB bundle), named by its digests' },
        { name: 'image', value: 'REF@sha256:D', help: 'with --attest: the released image, by digest' },
        { name: 'remote', value: 'URL', help: "with --attest: a remote server's URL (default: server.json's first remote)" },
        { name: 'server-json', value: 'FILE', help: "sign as --attest, check the versions agree, and write the pointer into FILE's publisher-provided _meta" },
        { name: 'bundle-url', value: 'URL', help: 'where the bundle is published (the release asset), recorded in the pointer' },
        { name: 'registry-name', value: 'NAME', help: "the registry name signed (default: server.json's name, else the config's)" },
        { name: 'release-version', value: 'V', help: "the version signed (default: server.json's, else the config's versionFrom)" },
        { name: 'signing-key', value: 'FILE', help: `a PEM private key to sign with outside GitHub Actions (or the key's text in $MCP_CONTRACT_SIGNING_KEY; never the key on the command line)` },
        { name: 'fulcio-url', value: 'URL', help: 'keyless: the Fulcio CA (default the public Sigstore)' },
        { name: 'rekor-url', value: 'URL', help: 'keyless: the Rekor log (default the public Sigstore)' },
    ],
    formats: { text: '', markdown: '', json: '', changelog: 'release notes' },
});


/***/ }),

/***/ 46906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ RULES_COMMAND)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
// `mcp-contract rules`: its one table of options (parsing, --help and usage come from it).

const RULES_COMMAND = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'rules',
    about: 'Prints the rule catalog: every rule id, its default severity and the kinds it applies to.',
    usage: ['[{hosts}]'],
    options: [{ name: 'hosts', help: 'the host checks instead: what each model host refuses in a tool, the pointer, the source and the date it was read' }],
    formats: { text: '', markdown: 'the table docs/rules.md shows', json: '' },
});


/***/ }),

/***/ 55028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ SCAN)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract scan`: its one table of options (parsing, --help and usage come from it).


const SCAN = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'scan',
    about: 'Reads MCP client configurations (Claude Desktop, VS Code, Cursor, .mcp.json, mcp-contract.json) and reports what they show about each launch (observed) and which evidence they cannot give (unverified).',
    usage: ['[PATH...] [{root}] [{user}]'],
    operands: [
        { name: 'PATH', repeat: true, help: 'configuration files, or directories holding .vscode/mcp.json, .cursor/mcp.json, .mcp.json, mcp-contract.json (default: the workspace)' },
    ],
    options: [
        { name: 'root', value: 'DIR', help: 'the workspace: where path arguments should stay and where mcp-contract.json is looked up (default the current directory)' },
        { name: 'user', help: "also read the user's own client configurations (Claude Desktop, Cursor, VS Code) under the home directory" },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .OUT */ .Po, help: 'write the report to FILE and print only the summary line' },
    ],
    formats: { text: '', markdown: '', json: '', sarif: 'SARIF 2.1.0 for code scanning' },
    failOn: {
        subject: 'an observed finding',
        mapping: 'its level error counts as breaking, warning as review, note as safe; unverified layers never fail',
        default: 'breaking',
        aliases: { error: 'breaking', warning: 'review', note: 'safe' },
        aliasNote: "scan's words before the one vocabulary, kept for workflows that pass them",
    },
});


/***/ }),

/***/ 89465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ SNAPSHOT)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract snapshot`: its one table of options (parsing, --help and usage come from it).


const SNAPSHOT = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'snapshot',
    about: 'Captures each server and writes its snapshot file; an incomplete observation is never written (exit 3).',
    usage: ['[{config}] [{server}]...', `{out} [{name}] ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ}`],
    options: [
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI, forms: [0] },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVER */ .yv, forms: [0] },
        { name: 'out', short: 'o', value: 'FILE', help: 'where to write the snapshot (required for an inline server)' },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .NAME */ .o_, help: 'server name recorded in an inline snapshot (default: the name already in FILE, else "server")' },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .URL */ .k, help: 'capture an HTTP server instead of a command after --' },
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .HEADER */ .El,
        ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .OAUTH_OPTIONS */ .bx,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .TRANSPORT */ .kQ,
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONCURRENCY */ .iy, forms: [0] },
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .VIA */ .lv,
    ],
    formats: { text: 'a line per file written', json: 'what was written' },
});


/***/ }),

/***/ 89604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ob: () => (/* binding */ APPROVE),
/* harmony export */   XQ: () => (/* binding */ STATUS),
/* harmony export */   yV: () => (/* binding */ REJECT)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract approve`, `reject` and `status`: their tables of options (parsing, --help and usage come from them).


const DECISION_FORMATS = { text: 'each record with its changes, then what was decided', json: 'the records as decided, with the store' };
/** Who decided, recorded in the audit log beside the OS user (`mcp-contract audit`). */
const BY = { name: 'by', value: 'NAME', help: 'who decided (a reviewer, a ticket), recorded in the audit log beside the OS user' };
const REFS = [{ name: 'REF', repeat: true, help: 'tool:NAME (or prompt:, resource:, resourceTemplate:), a bare name, or SERVER/REF for one server of a gateway\'s store' }];
const APPROVE = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'approve',
    about: "Approves the definition the server serves now under each REF (tool:NAME, a bare name, or SERVER/REF for one server of a gateway's store), or with --all-held a server's whole upgrade (its held new code, new instructions and every capability held for review), showing each diff and definition first; a running guard publishes it at once.",
    usage: [
        'REF... [{store}] [{server} | {all}] [{digest}] [{rebind}] [{expires}] [{scope}] [{session}] [{by}]',
        '{all-held} [{store}] [{server} | {all}] [{expires}] [{yes}] [{by}]',
        '{all-safe} [{store}] [{server} | {all}] [{by}]',
        '{reworded} [{store}] [{server} | {all}] [{by}]',
        '{identity} [{store}] [{server}] [{by}]',
    ],
    operands: REFS,
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er,
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE_SERVER */ .mw,
        { name: 'digest', value: 'D', help: 'approve only if the served definition still has this digest' },
        { name: 'rebind', value: 'OLD[,OLD]', help: 'approve REF as the new name of exactly these old names (what status shows it held as); refused when the store holds it as the new name of others, or of none' },
        { name: 'expires', value: 'DATE', help: 'the approval ends at this date or date-time' },
        {
            name: 'scope',
            value: 'FILE|JSON',
            help: "a JSON Schema every call's arguments must also meet (a path prefix by pattern, a recipient domain, an amount maximum, an enum subset); it must narrow the tool's inputSchema. A call outside it is asked of the user for that one call, or refused; none removes it",
        },
        { name: 'session', help: 'the approval holds for the running guard process only and ends with it' },
        { name: 'all', help: "every server of the store directory (the gateway's): each REF where a server holds it, or --all-safe on each" },
        {
            name: 'all-held',
            help: "approve a server's upgrade in one step: its held new launch code (once the guard has read what it serves), its held new instructions and every capability held for review (changed or new; rejected ones stay rejected), each shown whole first and bound to what was shown",
        },
        { name: 'yes', help: 'with --all-held: approve without asking (for scripts, after reviewing what status --verbose shows)' },
        { name: 'all-safe', help: 'approve every changed capability whose changes are all safe (new ones, renames and text changes excluded)' },
        {
            name: 'reworded',
            help: 'approve every changed capability whose only changes are description or title edits that add no cue (no outbound destination, instruction to the agent, secrecy, other tool, credentials or invisible characters), each shown first',
        },
        { name: 'identity', help: 'approve the launch code the guard last resolved (package and integrity, image digest, or working-tree manifest)' },
        BY,
    ],
    formats: DECISION_FORMATS,
});
const REJECT = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'reject',
    about: 'Holds the definition served now under each REF (or SERVER/REF) out of the publication until it changes again.',
    usage: ['REF... [{store}] [{server} | {all}] [{by}]'],
    operands: REFS,
    options: [_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er, _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE_SERVER */ .mw, { name: 'all', help: 'every server of the store directory: each REF where a server holds it' }, BY],
    formats: DECISION_FORMATS,
});
const STATUS = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'status',
    about: "Lists what the guard holds, one screen per server: a line of counts, the held launch code, held instructions, each kind's counts with its held capabilities (rule ids) under it, and the one command approving the server's upgrade (absolute paths, shell-quoted); --verbose lists every capability with its before/after and its own approve command, --all the approved ones too. Without --server, a store holding several servers (the gateway's) is shown server by server.",
    usage: ['[{store}] [{config}] [{server}] [{all}] [{verbose}]'],
    options: [
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE */ .er,
        {
            name: 'config',
            short: 'c',
            value: 'FILE',
            help: "the gateway's config (an mcp-contract config or a client's file): only its servers, each from the store",
        },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .STORE_SERVER */ .mw, help: 'only this server of the store' },
        { name: 'all', help: 'also list approved capabilities' },
        { name: 'verbose', help: "every capability with each change's before/after and its own approve command, the launch identity, the axes and the instructions' texts (by default held capabilities in one line each, at most 20 per server)" },
    ],
    formats: { text: '', json: 'the store; a list of stores when there are several' },
});


/***/ }),

/***/ 6216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ VERIFY)
/* harmony export */ });
/* harmony import */ var _spec_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63379);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75664);
// `mcp-contract verify`: its one table of options (parsing, --help and usage come from it).


const VERIFY = (0,_spec_js__WEBPACK_IMPORTED_MODULE_0__/* .command */ .G5)({
    name: 'verify',
    about: 'Captures the live server and checks every approved capability in FILE is served with its approved digest: exit 0, or 1 listing what is stale, missing or new with the field-level diff.',
    usage: [
        '[{config}] [{server}]... [{snapshot}]',
        `{snapshot} [{name}] ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ}`,
        `({registry} [{registry-url}] | {server-json} {bundle}) [{bundle}] [{trusted-root}] [{public-key}] [{npm-registry}] [{pypi-registry}] [{artifact}] [{fetch-artifact}] [{require-provenance}] [{signer-workflow}] [{signer-ref}] ([{config}] {server} | ${_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_SERVER_FORM */ .jJ})`,
    ],
    options: [
        { name: 'snapshot', value: 'FILE', help: "the approved snapshot (with --config, default the server's snapshot)" },
        { ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .CONFIG */ .PI, help: 'servers, renames and severities (default mcp-contract.json when present)' },
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVER */ .yv,
        ...(0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineServer */ .lh)('verify'),
        _shared_js__WEBPACK_IMPORTED_MODULE_1__/* .VIA */ .lv,
        { name: 'registry', value: 'NAME@VERSION', help: 'verify the signed release the MCP Registry lists for NAME@VERSION (five checks: entry, artifact, signature and signer, provenance, live surface)' },
        ..._shared_js__WEBPACK_IMPORTED_MODULE_1__/* .SIGNED_RELEASE */ .td,
    ],
    formats: { text: '', json: 'the result of each server' },
});


/***/ })

};
